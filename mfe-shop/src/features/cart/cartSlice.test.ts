import { cartItemAdded, cartPersistence, type CartState } from 'shared-contracts/store/cart';
import { memoryStorage, persistedStateRestored } from 'shared-contracts/store/persisted';

import { cartSlice, lineRemoved, orderPlaced, quantityDecreased, quantityIncreased } from './cartSlice';

const tee = { id: 'tee', name: 'Shop Tee', description: 'Heather grey', unitPriceCents: 2500, category: 'merchandise' };
const cap = { id: 'cap', name: 'Shop Cap', description: 'Navy', unitPriceCents: 2800, category: 'merchandise' };
const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, state);

describe('cartSlice', () => {
  it('adds a new line with its quantity', () => {
    const state = cartSlice.reducer({ lines: [] }, cartItemAdded({ line: tee, quantity: 2 }));
    expect(state.lines).toEqual([{ ...tee, quantity: 2 }]);
  });

  it('adds to the quantity of a line already in the cart', () => {
    const once = cartSlice.reducer({ lines: [] }, cartItemAdded({ line: tee, quantity: 1 }));
    const twice = cartSlice.reducer(once, cartItemAdded({ line: tee, quantity: 3 }));
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]?.quantity).toBe(4);
  });

  it('never stores a quantity below one', () => {
    const state = cartSlice.reducer({ lines: [] }, cartItemAdded({ line: tee, quantity: 0 }));
    expect(state.lines[0]?.quantity).toBe(1);
  });

  it('increments and decrements one line, keeping the others', () => {
    const start = {
      lines: [
        { ...tee, quantity: 1 },
        { ...cap, quantity: 1 },
      ],
    };
    const state = reduce(
      start,
      quantityIncreased({ id: 'tee' }),
      quantityIncreased({ id: 'tee' }),
      quantityDecreased({ id: 'tee' }),
    );
    expect(state.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['tee', 2],
      ['cap', 1],
    ]);
  });

  it('does not decrement a quantity of one: the line stays until it is removed', () => {
    const state = reduce({ lines: [{ ...tee, quantity: 1 }] }, quantityDecreased({ id: 'tee' }));
    expect(state.lines).toEqual([{ ...tee, quantity: 1 }]);
  });

  it('removes a line', () => {
    const state = reduce(
      {
        lines: [
          { ...tee, quantity: 3 },
          { ...cap, quantity: 1 },
        ],
      },
      lineRemoved({ id: 'tee' }),
    );
    expect(state.lines).toEqual([{ ...cap, quantity: 1 }]);
  });

  it('empties the cart when an order is placed', () => {
    expect(reduce({ lines: [{ ...tee, quantity: 3 }] }, orderPlaced())).toEqual({ lines: [] });
  });

  it('writes a state the shared contract reads back (header count, other tabs)', () => {
    const storage = memoryStorage();
    const state = reduce(
      { lines: [] },
      cartItemAdded({ line: tee, quantity: 2 }),
      cartItemAdded({ line: cap, quantity: 1 }),
    );
    cartPersistence.write(storage, state);
    expect(JSON.parse(storage.getItem('wraplab.cart.v1') ?? '')).toEqual(state);
    expect(cartPersistence.read(storage)).toEqual(state);
  });

  it('takes the cart another tab saved', () => {
    const restored = { lines: [{ ...tee, quantity: 5 }] };
    const state = cartSlice.reducer({ lines: [] }, persistedStateRestored({ reducerPath: 'cart', state: restored }));
    expect(state).toEqual(restored);
  });

  it('ignores restores of other slices', () => {
    const state = cartSlice.reducer(
      { lines: [] },
      persistedStateRestored({ reducerPath: 'session', state: { signedIn: true } }),
    );
    expect(state).toEqual({ lines: [] });
  });
});
