import { cartDrawerOpened, selectCartDrawerRequested } from 'shared-contracts/store/cart';
import { ownerOf } from 'shared-contracts/routes/route-table';
import type { ContractStore } from 'shared-contracts/store/root-state';

/** The shop application's `activeWhen`: its own pages, and every page once the visitor has asked for the cart. */
export const shopIsActive =
  (store: Pick<ContractStore, 'getState'>) =>
  (location: Pick<Location, 'pathname'>): boolean =>
    ownerOf(location.pathname) === 'shop' || selectCartDrawerRequested(store.getState());

/**
 * The first time the visitor asks for the cart (`cart/drawerOpened`, from the header or the shop), have
 * single-spa look again at which applications are active, so the shop mounts where the visitor is
 * (loading its code if this page has not), then ask again: the request was made before the shop's
 * drawer was in the store to hear it. Later requests reach the mounted shop directly.
 */
export function openCartOnRequest(store: ContractStore, triggerAppChange: () => Promise<unknown>): () => void {
  const stop = store.subscribe(() => {
    if (!selectCartDrawerRequested(store.getState())) return;
    stop();
    void triggerAppChange().then(() => store.dispatch(cartDrawerOpened()));
  });
  return stop;
}
