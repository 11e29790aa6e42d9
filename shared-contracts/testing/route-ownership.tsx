import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';

import { missingPages, type PageMap } from 'shared-contracts/remote/OwnedRoutes';
import type { PageOwner } from 'shared-contracts/routes/route-table';
import { MemoryRouter } from 'shared-contracts/routing/router';
import { configureStore } from 'shared-contracts/store/toolkit';

const renderAt = (App: ComponentType, path: string) =>
  render(
    <Provider store={configureStore({ reducer: (state = {}) => state })}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </Provider>,
  );

/**
 * The checks every remote makes of its routing: a page for each route the ownership table gives
 * it, its page at one of them, and nothing at all at a path another remote owns.
 */
export function describeRouteOwnership(options: {
  remote: PageOwner;
  App: ComponentType;
  pages: PageMap;
  owned: { path: string; heading: string };
  foreignPath: string;
}) {
  describe(`${options.remote} routes`, () => {
    it('has a page for every route the ownership table gives it', () => {
      expect(missingPages(options.remote, options.pages)).toEqual([]);
    });

    it('renders its page for an owned path', async () => {
      renderAt(options.App, options.owned.path);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
        options.owned.heading,
      );
    });

    it('renders nothing for a path another remote owns', () => {
      const { container } = renderAt(options.App, options.foreignPath);
      expect(container).toBeEmptyDOMElement();
    });
  });
}
