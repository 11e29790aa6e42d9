import { readJson, type PersistedSliceContract } from 'shared-contracts/store/persisted';
import { createAction } from 'shared-contracts/store/toolkit';

export interface CartLine {
  id: string;
  name: string;
  description: string;
  /** Integer cents: money is never a float. */
  unitPriceCents: number;
  quantity: number;
  category: string;
}

export interface CartState {
  lines: CartLine[];
}

export const emptyCart: CartState = { lines: [] };

export const cartItemAdded = createAction<{ line: Omit<CartLine, 'quantity'>; quantity: number }>('cart/itemAdded');
/**
 * Open the cart drawer: the shop's View Cart and the header's cart control dispatch it on any page. The
 * shop's drawer opens; the shell records the request and, where the shop is not mounted, mounts it.
 */
export const cartDrawerOpened = createAction('cart/drawerOpened');

/** The shell's record of the request, `cartDrawerRequest` in the store: from then on the shop is mounted on every page. */
export interface CartDrawerRequestState {
  requested: boolean;
}

export const initialCartDrawerRequest: CartDrawerRequestState = { requested: false };

export const selectCartDrawerRequested = (state: { cartDrawerRequest?: CartDrawerRequestState }): boolean =>
  state.cartDrawerRequest?.requested ?? false;

export const selectCartLines = (state: { cart?: CartState }): CartLine[] => state.cart?.lines ?? emptyCart.lines;
export const selectCartCount = (state: { cart?: CartState }): number =>
  selectCartLines(state).reduce((count, line) => count + line.quantity, 0);

const isCartLine = (value: unknown): value is CartLine => {
  const line = value as CartLine;
  return (
    typeof line?.id === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.unitPriceCents) &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
};

export const cartPersistence: PersistedSliceContract<CartState> = {
  reducerPath: 'cart',
  storageKey: 'wraplab.cart.v1',
  read: (storage) =>
    readJson(
      storage,
      'wraplab.cart.v1',
      (raw) => ({ lines: ((raw as CartState).lines ?? []).filter(isCartLine) }),
      emptyCart,
    ),
  write: (storage, state) => storage.setItem('wraplab.cart.v1', JSON.stringify(state)),
};
