import { render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { missingPages } from 'shared-contracts/remote/OwnedRoutes';
import { App } from './App';
import { pages } from './pages';

const renderAt = (path: string) =>
  render(
    <Provider store={configureStore({ reducer: (s = {}) => s })}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );

describe('locations routes', () => {
  it('has a page for every route the ownership table gives it', () => {
    expect(missingPages('locations', pages)).toEqual([]);
  });

  it('renders its page for an owned path', async () => {
    renderAt('/regions');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Region Not Found');
  });

  it('renders nothing for a path another remote owns', () => {
    const { container } = renderAt('/shopping');
    expect(container).toBeEmptyDOMElement();
  });
});
