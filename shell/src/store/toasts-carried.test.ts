import { memoryStorage } from 'shared-contracts/store/persisted';
import { toastDismissed, toastShown } from 'shared-contracts/store/toast';

import { createShellStore } from './create-store';
import { carryToasts, readCarriedToasts, stillRunning, toastsAreRunning } from './toasts-carried';
import { toastsCarried } from './toastsSlice';

function session() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('toasts across a document move', () => {
  it('show on the next page for the time they have left, and end there on time', () => {
    const storage = session();
    let clock = 10_000;
    const first = createShellStore(memoryStorage()).store;
    carryToasts(first, storage, [], () => clock);
    first.dispatch(toastShown({ title: 'Added to cart', description: 'Wrap Lab Tee', variant: 'success' }));
    clock += 1_500;
    first.dispatch(toastShown({ title: 'Consultation scheduled!' }));

    const next = createShellStore(memoryStorage()).store;
    const carried = readCarriedToasts(storage);
    carryToasts(next, storage, carried, () => 12_000);
    // The next page changes before it shows the carried toasts; they stay stored meanwhile.
    next.dispatch({ type: 'page/metaChanged', payload: { title: 'Contact' } });
    next.dispatch(toastsCarried(stillRunning(carried, 12_000)));
    expect(next.getState().toasts.items.map((toast) => [toast.title, toast.durationMs])).toEqual([
      ['Added to cart', 3_000],
      ['Consultation scheduled!', 4_500],
    ]);
    expect(toastsAreRunning(storage, 15_000)).toBe(true);
    expect(stillRunning(readCarriedToasts(storage), 15_000).map((toast) => toast.title)).toEqual([
      'Consultation scheduled!',
    ]);
    expect(toastsAreRunning(storage, 16_500)).toBe(false);
  });

  it('are no longer carried once dismissed', () => {
    const storage = session();
    const { store } = createShellStore(memoryStorage());
    carryToasts(store, storage, [], () => 0);
    store.dispatch(toastShown({ title: 'Added to cart' }));
    const [toast] = store.getState().toasts.items;
    store.dispatch(toastDismissed({ id: toast!.id }));
    expect(readCarriedToasts(storage)).toEqual([]);
  });

  it('ignore what is not a toast in storage', () => {
    const storage = session();
    storage.setItem(
      'wrap-lab-toasts',
      '[{"id":1},"x",{"id":"a","title":"<b>","description":"","variant":"evil","endsAt":9}]',
    );
    expect(readCarriedToasts(storage)).toEqual([]);
    storage.setItem('wrap-lab-toasts', '{not json');
    expect(readCarriedToasts(storage)).toEqual([]);
  });
});
