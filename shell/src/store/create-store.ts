import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cartPersistence } from 'shared-contracts/store/cart';
import { persistedStateRestored, type KeyValueStorage, type PersistedSliceContract } from 'shared-contracts/store/persisted';
import type { ContractRootReducer, ContractStore, LazySlices } from 'shared-contracts/store/root-state';
import { sessionPersistence } from 'shared-contracts/store/session';
import { pageSlice } from './pageSlice';
import { toastsSlice } from './toastsSlice';

const persistedContracts: readonly PersistedSliceContract<unknown>[] = [cartPersistence, sessionPersistence];

/**
 * Until its owner injects the real slice, a persisted slice is held by a stand-in that keeps the
 * stored snapshot (and follows other tabs), so the header is right before the shop or member remote loads.
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

export function createShellStore(storage: KeyValueStorage | undefined): ShellStore {
  const rootReducer = combineSlices(toastsSlice, pageSlice).withLazyLoadedSlices<LazySlices>();
  for (const contract of persistedContracts) rootReducer.inject(standIn(contract, storage) as never);
  const store = configureStore({ reducer: rootReducer });
  return { store: store as unknown as ContractStore, rootReducer: rootReducer as unknown as ContractRootReducer };
}

/** Another tab wrote a persisted slice: tell whoever holds it now. */
export function followOtherTabs(store: ContractStore, storage: KeyValueStorage, target: Window = window) {
  const onStorage = (event: StorageEvent) => {
    const contract = persistedContracts.find((c) => c.storageKey === event.key);
    if (contract) store.dispatch(persistedStateRestored({ reducerPath: contract.reducerPath, state: contract.read(storage) }));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
