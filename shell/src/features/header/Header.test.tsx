import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';

import { cartPersistence, selectCartDrawerRequested } from 'shared-contracts/store/cart';
import { memoryStorage } from 'shared-contracts/store/persisted';

import { createShellStore } from '../../store/create-store';
import { Header } from './Header';

function renderHeaderAt(path: string) {
  window.history.pushState({}, '', path);
  const storedCart = JSON.stringify({
    lines: [
      {
        id: 'wrap-lab-tee',
        name: 'Wrap Lab Tee',
        description: 'Tee',
        unitPriceCents: 2500,
        quantity: 2,
        category: 'merch',
      },
    ],
  });
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

describe('the menu shows where the visitor is', () => {
  // The desktop menu is hidden below its breakpoint, which the test DOM never reaches.
  const main = () => document.querySelector('nav[aria-label="Main"]')!;

  // The menu's own items; the panels they open are in the page too, closed.
  const markedItems = () =>
    [...main().querySelectorAll(':scope > ul > li > [aria-current]')].map((item) => item.textContent);

  it('marks the section of a page inside a menu, and nothing else', () => {
    renderHeaderAt('/services/partial-wraps');
    expect(markedItems()).toEqual(['Services']);
    expect(
      within(main() as HTMLElement)
        .getByText('Partial Wraps')
        .closest('a'),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('opens each menu as a popover its button names, with no script needed', () => {
    renderHeaderAt('/about');
    for (const id of ['menu-services', 'menu-locations', 'menu-resources', 'mobile-menu']) {
      expect(document.getElementById(id)).toHaveAttribute('popover', 'auto');
      expect(document.querySelector(`button[popovertarget="${id}"]`)).not.toBeNull();
    }
  });

  it('marks Print & Ship only on its own page', () => {
    renderHeaderAt('/regions/ohio');
    expect(within(main() as HTMLElement).getByText('Print & Ship')).not.toHaveAttribute('aria-current');
    expect(markedItems()).toEqual(['Locations']);
  });

  it('marks a page with its own item as that page', () => {
    renderHeaderAt('/print-ship');
    expect(markedItems()).toEqual(['Print & Ship']);
  });
});

describe('the way to a quote', () => {
  it('is in the header, in the phone bar and in the mobile menu, each a plain link to the form', () => {
    renderHeaderAt('/about');
    const banner = screen.getByRole('banner');
    const quotes = within(banner).getAllByRole('link', { name: /Get a (Free )?Quote/, hidden: true });
    expect(quotes.map((link) => link.getAttribute('href'))).toEqual([
      '/contact#quote-form',
      '/contact#quote-form',
      '/contact#quote-form',
    ]);
    const phoneBar = banner.querySelector('[data-phone-actions]');
    expect(phoneBar).not.toBeNull();
    expect(
      within(phoneBar as HTMLElement).getByRole('link', { name: 'Call (773) 555-0148', hidden: true }),
    ).toHaveAttribute('href', 'tel:+17735550148');
  });

  it('closes the mobile menu from its own button, with no script', () => {
    renderHeaderAt('/about');
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'mobile-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });
});
