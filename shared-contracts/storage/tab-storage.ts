/**
 * The browser storage the site keeps things in between pages (the chat, toasts, field figures): the
 * Web Storage methods it uses, and reading and writing JSON that never throws, since a browser may
 * refuse storage (a sandbox, a privacy mode) or find it full.
 */
export type TabStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or undefined where it is refused. */
export function sessionStore(): TabStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The JSON value stored under `key`, or null when there is none or it cannot be read. */
export function readStoredJson(storage: Pick<TabStore, 'getItem'> | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when there is no storage or it refused (full, blocked). */
export function writeStoredJson(storage: Pick<TabStore, 'setItem'> | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
