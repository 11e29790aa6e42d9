import { readStoredJson, writeStoredJson, type TabStore } from 'shared-contracts/storage/tab-storage';
import type { Toast } from 'shared-contracts/store/toast';

/**
 * Toasts outlive a document move (ADR 0014: moves between remotes load the next page's HTML). Each
 * toast shown is written to the tab's session storage with the moment it ends; the next page shows
 * those still running for the time they have left, so a toast never restarts and never lingers.
 */
export const CARRIED_TOASTS_KEY = 'wrap-lab-toasts';

type Store = Pick<TabStore, 'getItem' | 'setItem'>;
export interface CarriedToast extends Toast {
  /** Milliseconds since 1970, when the toast goes. */
  endsAt: number;
}

const isCarried = (value: unknown): value is CarriedToast => {
  const t = value as Partial<CarriedToast> | null;
  return (
    typeof t?.id === 'string' &&
    typeof t.title === 'string' &&
    typeof t.description === 'string' &&
    (t.variant === 'default' || t.variant === 'success' || t.variant === 'destructive') &&
    typeof t.endsAt === 'number'
  );
};

/** The toasts the last page left running, as stored (read before this page shows or changes any). */
export function readCarriedToasts(storage: Store | undefined): CarriedToast[] {
  const value = readStoredJson(storage, CARRIED_TOASTS_KEY);
  return Array.isArray(value) ? value.filter(isCarried) : [];
}

/** The toasts still running, each for the time it has left. */
export function stillRunning(carried: readonly CarriedToast[], now = Date.now()): Toast[] {
  return carried
    .filter((toast) => toast.endsAt > now)
    .map(({ endsAt, ...toast }) => ({ ...toast, durationMs: endsAt - now }));
}

/** Whether a toast is still running for the next page to show. */
export const toastsAreRunning = (storage: Store | undefined, now = Date.now()) =>
  stillRunning(readCarriedToasts(storage), now).length > 0;

/**
 * Keeps the store's toasts in session storage as they change, with the moment each ends. `carried`
 * are the last page's, which this page shows later: their end stays the one they had.
 */
export function carryToasts(
  store: { getState: () => { toasts: { items: Toast[] } }; subscribe: (listener: () => void) => () => void },
  storage: Store | undefined,
  carried: readonly CarriedToast[] = [],
  now: () => number = Date.now,
): () => void {
  const endsAt = new Map(carried.map((toast) => [toast.id, toast.endsAt]));
  // Only a change of the toasts writes: the page's other changes before the carried toasts are shown leave them stored.
  let last = store.getState().toasts.items;
  return store.subscribe(() => {
    const items = store.getState().toasts.items;
    if (items === last) return;
    last = items;
    const carried = items.map((toast) => {
      const ends = endsAt.get(toast.id) ?? now() + toast.durationMs;
      endsAt.set(toast.id, ends);
      return { ...toast, endsAt: ends };
    });
    // Where storage is refused, toasts stay on this page only.
    writeStoredJson(storage, CARRIED_TOASTS_KEY, carried);
  });
}
