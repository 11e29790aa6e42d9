import type { Toast } from 'shared-contracts/store/toast';

/**
 * Toasts outlive a document move (ADR 0014: moves between remotes load the next page's HTML). Each
 * toast shown is written to the tab's session storage with the moment it ends; the next page shows
 * those still running for the time they have left, so a toast never restarts and never lingers.
 */
export const CARRIED_TOASTS_KEY = 'wrap-lab-toasts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
interface Carried extends Toast {
  /** Milliseconds since 1970, when the toast goes. */
  endsAt: number;
}

const isCarried = (value: unknown): value is Carried => {
  const t = value as Partial<Carried> | null;
  return (
    typeof t?.id === 'string' &&
    typeof t.title === 'string' &&
    typeof t.description === 'string' &&
    (t.variant === 'default' || t.variant === 'success' || t.variant === 'destructive') &&
    typeof t.endsAt === 'number'
  );
};

function readCarried(storage: Store | undefined): Carried[] {
  try {
    const value = JSON.parse(storage?.getItem(CARRIED_TOASTS_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter(isCarried) : [];
  } catch {
    return [];
  }
}

/** The toasts still running, each for the time it has left. */
export function carriedToasts(storage: Store | undefined, now = Date.now()): Toast[] {
  return readCarried(storage)
    .filter((toast) => toast.endsAt > now)
    .map(({ endsAt, ...toast }) => ({ ...toast, durationMs: endsAt - now }));
}

/** Whether a toast is still running for the next page to show. */
export const toastsAreRunning = (storage: Store | undefined, now = Date.now()) =>
  carriedToasts(storage, now).length > 0;

/** Keeps the store's toasts in session storage as they change, with the moment each ends. */
export function carryToasts(
  store: { getState: () => { toasts: { items: Toast[] } }; subscribe: (listener: () => void) => () => void },
  storage: Store | undefined,
  now: () => number = Date.now,
): () => void {
  const endsAt = new Map(readCarried(storage).map((toast) => [toast.id, toast.endsAt]));
  let last: Toast[] | undefined;
  return store.subscribe(() => {
    const items = store.getState().toasts.items;
    if (items === last) return;
    last = items;
    const carried = items.map((toast) => {
      const ends = endsAt.get(toast.id) ?? now() + toast.durationMs;
      endsAt.set(toast.id, ends);
      return { ...toast, endsAt: ends };
    });
    try {
      storage?.setItem(CARRIED_TOASTS_KEY, JSON.stringify(carried));
    } catch {
      // Storage refused: toasts stay on this page only.
    }
  });
}
