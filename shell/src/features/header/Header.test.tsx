import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { cartPersistence, selectCartDrawerRequested } from 'shared-contracts/store/cart';
import { memoryStorage } from 'shared-contracts/store/persisted';
import { createShellStore } from '../../store/create-store';
import { Header } from './Header';

function renderHeaderAt(path: string) {
  window.history.pushState({}, '', path);
  const storedCart = JSON.stringify({ lines: [{ id: 'wrap-lab-tee', name: 'Wrap Lab Tee', description: 'Tee', unitPriceCents: 2500, quantity: 2, category: 'merch' }] });
  const { store } = createShellStore(memoryStorage({ [cartPersistence.storageKey]: storedCart }));
  render(
    <Provider store={store}>
      <Header />
    </Provider>,
  );
  return store;
}

const cart = () => screen.getByRole('link', { name: 'Cart, 2 items' });

describe("the header's cart control", () => {
  it('is a link to the shop for a visitor without JavaScript, announcing the dialog it opens', () => {
    renderHeaderAt('/about');
    expect(cart()).toHaveAttribute('href', '/shopping');
    expect(cart()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('asks for the cart drawer on the page the visitor is on instead of leaving it', () => {
    const store = renderHeaderAt('/about');
    const followed = fireEvent.click(cart());
    expect(followed).toBe(false);
    expect(window.location.pathname).toBe('/about');
    expect(selectCartDrawerRequested(store.getState())).toBe(true);
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const store = renderHeaderAt('/about');
    const followed = fireEvent.click(cart(), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(selectCartDrawerRequested(store.getState())).toBe(false);
  });
});
