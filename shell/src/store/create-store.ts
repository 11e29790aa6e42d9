import { cartPersistence } from 'shared-contracts/store/cart';
import {
  persistedStateLoaded,
  persistedStateRestored,
  type KeyValueStorage,
  type PersistedSliceContract,
} from 'shared-contracts/store/persisted';
import type { ContractRootReducer, ContractState, ContractStore, LazySlices } from 'shared-contracts/store/root-state';
import { sessionPersistence } from 'shared-contracts/store/session';
import { combineSlices, configureStore } from 'shared-contracts/store/toolkit';

import { cartDrawerRequestSlice } from './cartDrawerRequestSlice';
import { chatRequestSlice } from './chatRequestSlice';
import { clientSlice } from './clientSlice';
import { pageSlice } from './pageSlice';
import { toastsSlice } from './toastsSlice';

/** The slices that outlive the page, each under its own local-storage key. */
export const persistedContracts: readonly PersistedSliceContract<unknown>[] = [cartPersistence, sessionPersistence];

/**
 * Until its owner injects the real slice, a persisted slice is held by a stand-in that keeps the
 * snapshot it was given (and follows other tabs), so the header is right before the shop or member remote loads.
 */
function standIn<S>(contract: PersistedSliceContract<S>, storage: KeyValueStorage | undefined) {
  const reducer = (state: S | undefined, action: { type: string; payload?: unknown }): S => {
    if (persistedStateRestored.match(action) && action.payload.reducerPath === contract.reducerPath) {
      return action.payload.state as S;
    }
    return state ?? contract.read(storage);
  };
  return { reducerPath: contract.reducerPath, reducer };
}

export interface ShellStore {
  store: ContractStore;
  rootReducer: ContractRootReducer;
}

/**
 * The one store. On the server `storage` is undefined (nobody is signed in, the cart is empty); in
 * the browser it starts from the state the server rendered with, when there is one, and
 * `loadPersistedState` brings in local storage once the page has hydrated.
 */
export function createShellStore(
  storage: KeyValueStorage | undefined,
  preloadedState?: Partial<ContractState>,
): ShellStore {
  const rootReducer = combineSlices(
    toastsSlice,
    pageSlice,
    clientSlice,
    chatRequestSlice,
    cartDrawerRequestSlice,
  ).withLazyLoadedSlices<LazySlices>();
  for (const contract of persistedContracts)
    rootReducer.inject(standIn(contract, preloadedState ? undefined : storage) as never);
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState: preloadedState as never } : {}),
  });
  if (!preloadedState) store.dispatch(persistedStateLoaded());
  return { store: store as unknown as ContractStore, rootReducer: rootReducer as unknown as ContractRootReducer };
}

/** Put what local storage holds into the store, for whoever holds each persisted slice now. */
export function loadPersistedState(store: ContractStore, storage: KeyValueStorage | undefined) {
  for (const contract of persistedContracts) {
    store.dispatch(persistedStateRestored({ reducerPath: contract.reducerPath, state: contract.read(storage) }));
  }
  store.dispatch(persistedStateLoaded());
}

/** Another tab wrote a persisted slice: tell whoever holds it now. */
export function followOtherTabs(store: ContractStore, storage: KeyValueStorage, target: Window = window) {
  const onStorage = (event: StorageEvent) => {
    const contract = persistedContracts.find((c) => c.storageKey === event.key);
    if (contract)
      store.dispatch(persistedStateRestored({ reducerPath: contract.reducerPath, state: contract.read(storage) }));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
