import { createSlice } from '@reduxjs/toolkit';
import { cartItemAdded, cartPersistence, selectCartCount } from 'shared-contracts/store/cart';
import { memoryStorage, persistedStateRestored } from 'shared-contracts/store/persisted';
import { selectIsSignedIn } from 'shared-contracts/store/session';
import { toastShown } from 'shared-contracts/store/toast';
import { createShellStore, followOtherTabs } from './create-store';

const storedCart = JSON.stringify({
  lines: [{ id: 'tee', name: 'Shop Tee', description: '', unitPriceCents: 2500, quantity: 3, category: 'merchandise' }],
});

describe('the shell store', () => {
  it('answers contract selectors with defaults before any remote has injected a slice', () => {
    const { store } = createShellStore(memoryStorage());
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('shows the stored cart and sign-in before the shop and member remotes load', () => {
    const { store } = createShellStore(memoryStorage({ [cartPersistence.storageKey]: storedCart, isLoggedIn: 'true' }));
    store.dispatch({ type: 'any/event' });
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('hands the stored state to the owner slice when it is injected', () => {
    const { store, rootReducer } = createShellStore(memoryStorage({ [cartPersistence.storageKey]: storedCart }));
    const cartSlice = createSlice({
      name: 'cart',
      initialState: { lines: [] as { quantity: number }[] },
      reducers: {},
      extraReducers: (b) => b.addCase(cartItemAdded, (s, a) => void s.lines.push({ ...a.payload.line, quantity: a.payload.quantity })),
    });
    cartSlice.injectInto(rootReducer as never, { overrideExisting: true });
    store.dispatch(cartItemAdded({ line: { id: 'x', name: 'X', description: '', unitPriceCents: 100, category: 'merchandise' }, quantity: 2 }));
    expect(selectCartCount(store.getState())).toBe(5);
  });

  it('follows a cart written by another tab', () => {
    const storage = memoryStorage();
    const { store } = createShellStore(storage);
    followOtherTabs(store, storage);
    storage.setItem(cartPersistence.storageKey, storedCart);
    window.dispatchEvent(new StorageEvent('storage', { key: cartPersistence.storageKey }));
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('restores only the slice named in the event', () => {
    const { store } = createShellStore(memoryStorage());
    store.dispatch(persistedStateRestored({ reducerPath: 'session', state: { signedIn: true, profile: null } }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('keeps at most four toasts', () => {
    const { store } = createShellStore(memoryStorage());
    for (let i = 0; i < 6; i++) store.dispatch(toastShown({ title: `Toast ${i}` }));
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Toast 2', 'Toast 3', 'Toast 4', 'Toast 5']);
  });
});
