// @vitest-environment happy-dom
import { cartItemAdded, cartPersistence, selectCartCount, type CartState } from 'shared-contracts/store/cart';
import { memoryStorage, persistedStateRestored, selectPersistedStateLoaded } from 'shared-contracts/store/persisted';
import type { ContractState } from 'shared-contracts/store/root-state';
import { selectIsSignedIn, selectMemberProfile } from 'shared-contracts/store/session';
import { toastShown } from 'shared-contracts/store/toast';
import { createSlice } from 'shared-contracts/store/toolkit';

import { createShellStore, followOtherTabs, loadPersistedState } from './create-store';

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
      extraReducers: (b) =>
        b.addCase(cartItemAdded, (s, a) => void s.lines.push({ ...a.payload.line, quantity: a.payload.quantity })),
    });
    cartSlice.injectInto(rootReducer as never, { overrideExisting: true });
    store.dispatch(
      cartItemAdded({
        line: { id: 'x', name: 'X', description: '', unitPriceCents: 100, category: 'merchandise' },
        quantity: 2,
      }),
    );
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

describe('a store started from the state the server rendered with', () => {
  const profile = {
    name: 'Dana Ortiz',
    email: 'dana@example.com',
    company: 'Ortiz Plumbing',
    joinDate: '2026-11-02',
    premiumUntil: '2026-12-02',
  };
  const visitorStorage = () =>
    memoryStorage({
      [cartPersistence.storageKey]: storedCart,
      isLoggedIn: 'true',
      'wraplab.member.profile': JSON.stringify(profile),
    });
  /** What the render job writes into the page: the server store's state, through JSON. */
  const serverState = () =>
    JSON.parse(JSON.stringify(createShellStore(undefined, {}).store.getState())) as ContractState;

  it('renders on the server as nobody signed in with an empty cart, not yet loaded from storage', () => {
    const state = serverState();
    expect(selectCartCount(state)).toBe(0);
    expect(selectIsSignedIn(state)).toBe(false);
    expect(selectPersistedStateLoaded(state)).toBe(false);
  });

  it("keeps the server's cart and session while the page hydrates, whatever storage holds", () => {
    const storage = visitorStorage();
    const { store } = createShellStore(storage, serverState());
    store.dispatch({ type: 'any/event' });
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectPersistedStateLoaded(store.getState())).toBe(false);
  });

  it('holds what storage has once loadPersistedState runs, and says it is loaded', () => {
    const storage = visitorStorage();
    const { store } = createShellStore(storage, serverState());
    loadPersistedState(store, storage);
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectMemberProfile(store.getState())).toEqual(profile);
    expect(selectPersistedStateLoaded(store.getState())).toBe(true);
  });

  it('brings stored state into an owner slice injected during hydration, not before', () => {
    const storage = visitorStorage();
    const { store, rootReducer } = createShellStore(storage, serverState());
    // An owner slice that would read storage for its first state, as the shop's does.
    const cartSlice = createSlice({
      name: 'cart',
      initialState: (): CartState => cartPersistence.read(storage),
      reducers: {},
      extraReducers: (b) =>
        b.addCase(persistedStateRestored, (s, a) =>
          a.payload.reducerPath === 'cart' ? (a.payload.state as CartState) : s,
        ),
    });
    cartSlice.injectInto(rootReducer as never, { overrideExisting: true });
    store.dispatch({ type: 'shop/slicesInjected' });
    expect(selectCartCount(store.getState())).toBe(0);
    loadPersistedState(store, storage);
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('without server state, reads storage at once and is loaded from the start', () => {
    const { store } = createShellStore(visitorStorage());
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectPersistedStateLoaded(store.getState())).toBe(true);
  });
});
