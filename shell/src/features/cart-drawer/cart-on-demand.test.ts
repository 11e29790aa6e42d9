import { cartDrawerOpened } from 'shared-contracts/store/cart';
import { memoryStorage } from 'shared-contracts/store/persisted';

import { createShellStore } from '../../store/create-store';
import { openCartOnRequest, shopIsActive } from './cart-on-demand';

const at = (pathname: string) => ({ pathname });

describe('shopIsActive', () => {
  it("is active on the shop's own pages only, until the visitor asks for the cart; then on every page", () => {
    const { store } = createShellStore(memoryStorage());
    const active = shopIsActive(store);
    expect(['/shop', '/shopping/wrap-lab-tee', '/checkout', '/about', '/'].map((path) => active(at(path)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    store.dispatch(cartDrawerOpened());
    expect(['/about', '/', '/locations/evanston'].map((path) => active(at(path)))).toEqual([true, true, true]);
  });
});

describe('openCartOnRequest', () => {
  it('reroutes once on the first request and asks for the drawer again once the shop has mounted', async () => {
    const { store } = createShellStore(memoryStorage());
    const dispatch = vi.spyOn(store, 'dispatch');
    let mounted: () => void = () => undefined;
    const triggerAppChange = vi.fn(() => new Promise<void>((resolve) => (mounted = resolve)));
    openCartOnRequest(store, triggerAppChange);

    store.dispatch({ type: 'unrelated/event' });
    expect(triggerAppChange).not.toHaveBeenCalled();
    store.dispatch(cartDrawerOpened());
    store.dispatch(cartDrawerOpened());
    expect(triggerAppChange).toHaveBeenCalledTimes(1);
    const openings = () => dispatch.mock.calls.filter(([action]) => cartDrawerOpened.match(action)).length;
    expect(openings()).toBe(2);

    mounted();
    await vi.waitFor(() => expect(openings()).toBe(3));
  });
});
