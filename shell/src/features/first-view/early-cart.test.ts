// @vitest-environment happy-dom
import { cartPersistence } from 'shared-contracts/store/cart';
import { memoryStorage } from 'shared-contracts/store/persisted';

import { addToCartEarly, CART_STORAGE_KEY } from './early-cart';

const tee = {
  id: 'wrap-lab-tee',
  name: 'Wrap Lab Tee',
  description: 'Tee',
  unitPriceCents: 2500,
  category: 'merchandise',
};

function page() {
  document.body.innerHTML =
    '<header><a href="/shopping" data-cart-link aria-label="Cart, 0 items"><span data-cart-count="0"></span></a></header>' +
    `<button type="button" id="add" data-cart-line='${JSON.stringify(tee)}'>Add to Cart</button><button type="button" id="other">Other</button>`;
  return { add: document.getElementById('add')!, other: document.getElementById('other')! };
}

describe('Add to Cart before the shop has loaded', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("stores the line as the cart contract reads it, shows the header's count and the toast at once", () => {
    const storage = memoryStorage({});
    const { add } = page();
    expect(addToCartEarly(add, storage, document)).toBe(true);
    expect(addToCartEarly(add, storage, document)).toBe(true);
    expect(CART_STORAGE_KEY).toBe(cartPersistence.storageKey);
    expect(cartPersistence.read(storage)).toEqual({ lines: [{ ...tee, quantity: 2 }] });
    expect(document.querySelector('[data-cart-link]')).toHaveAttribute('aria-label', 'Cart, 2 items');
    expect(document.querySelector('[data-cart-count]')).toHaveAttribute('data-cart-count', '2');
    expect(document.querySelector('[role="status"]')).toHaveTextContent(
      'Added to cart! Wrap Lab Tee has been added to your cart.',
    );
  });

  it('adds to a cart the browser already stores', () => {
    const storage = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ lines: [{ ...tee, id: 'cap', name: 'Cap', quantity: 1 }] }),
    });
    addToCartEarly(page().add, storage, document);
    expect(cartPersistence.read(storage).lines.map((line) => [line.id, line.quantity])).toEqual([
      ['cap', 1],
      ['wrap-lab-tee', 1],
    ]);
    expect(document.querySelector('[data-cart-link]')).toHaveAttribute('aria-label', 'Cart, 2 items');
  });

  it('leaves other buttons, and a browser that stores nothing, to the held press', () => {
    const { add, other } = page();
    expect(addToCartEarly(other, memoryStorage({}), document)).toBe(false);
    expect(addToCartEarly(add, undefined, document)).toBe(false);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
