import { ownerOf } from 'shared-contracts/routes/route-table';
import { cartDrawerOpened, selectCartDrawerRequested } from 'shared-contracts/store/cart';
import type { ContractStore } from 'shared-contracts/store/root-state';

import { mountOnFirstRequest } from '../../remotes/mount-on-request';

/** The shop application's `activeWhen`: its own pages, and every page once the visitor has asked for the cart. */
export const shopIsActive =
  (store: Pick<ContractStore, 'getState'>) =>
  (location: Pick<Location, 'pathname'>): boolean =>
    ownerOf(location.pathname) === 'shop' || selectCartDrawerRequested(store.getState());

/**
 * The first time the visitor asks for the cart (`cart/drawerOpened`, from the header or the shop), mount
 * the shop where the visitor is, then ask again: the request was made before the shop's drawer was in
 * the store to hear it.
 */
export const openCartOnRequest = (store: ContractStore, triggerAppChange: () => Promise<unknown>) =>
  mountOnFirstRequest(store, selectCartDrawerRequested, triggerAppChange, cartDrawerOpened);
