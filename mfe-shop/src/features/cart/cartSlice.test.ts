import { cartItemAdded } from 'shared-contracts/store/cart';
import { persistedStateRestored } from 'shared-contracts/store/persisted';
import { cartSlice } from './cartSlice';

const tee = { id: 'tee', name: 'Shop Tee', description: 'Heather grey', unitPriceCents: 2500, category: 'merchandise' };

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

  it('takes the cart another tab saved', () => {
    const restored = { lines: [{ ...tee, quantity: 5 }] };
    const state = cartSlice.reducer({ lines: [] }, persistedStateRestored({ reducerPath: 'cart', state: restored }));
    expect(state).toEqual(restored);
  });

  it('ignores restores of other slices', () => {
    const state = cartSlice.reducer({ lines: [] }, persistedStateRestored({ reducerPath: 'session', state: { signedIn: true } }));
    expect(state).toEqual({ lines: [] });
  });
});
