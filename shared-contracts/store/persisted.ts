import { createAction } from 'shared-contracts/store/toolkit';

/** Storage the persisted slices read and write; `localStorage` in the browser, a map in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A slice whose state outlives the page. The owner's slice and the shell read the same snapshot,
 * so what the header shows before the owner has loaded is already true.
 */
export interface PersistedSliceContract<S> {
  reducerPath: string;
  storageKey: string;
  read(storage: KeyValueStorage | undefined): S;
  write(storage: KeyValueStorage, state: S): void;
}

/** Another tab changed a persisted slice; owners replace their state with the payload. */
export const persistedStateRestored = createAction<{ reducerPath: string; state: unknown }>(
  'contracts/persistedStateRestored',
);

/**
 * The browser has put what local storage holds into the store. Until then the store holds what the
 * server rendered (nobody signed in, an empty cart), so hydration matches; a page that acts on
 * stored state (a guard, an empty-cart redirect) waits for this.
 */
export const persistedStateLoaded = createAction('contracts/persistedStateLoaded');

/** Outside the composed site (a remote's own tests) there is nothing to wait for. */
export const selectPersistedStateLoaded = (state: { client?: { persistedStateLoaded: boolean } }) =>
  state.client?.persistedStateLoaded ?? true;

export function readJson<T>(
  storage: KeyValueStorage | undefined,
  key: string,
  parse: (raw: unknown) => T,
  fallback: T,
): T {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? fallback : parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Write a slice to storage whenever it changes; the owner calls this once after injecting it. */
export function keepPersisted<S>(
  store: { getState(): unknown; subscribe(listener: () => void): () => void },
  contract: PersistedSliceContract<S>,
  storage: KeyValueStorage | undefined = browserStorage(),
): () => void {
  if (!storage) return () => {};
  const select = () => (store.getState() as Record<string, S | undefined>)[contract.reducerPath];
  let last = select();
  return store.subscribe(() => {
    const next = select();
    if (next === last || next === undefined) return;
    last = next;
    contract.write(storage, next);
  });
}

/** Storage that lives as long as the page: where local storage is unavailable, and in tests. */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
