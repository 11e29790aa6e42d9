import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

import { cartItemAdded, type CartLine } from 'shared-contracts/store/cart';
import { toastShown } from 'shared-contracts/store/toast';

/** Add a line and tell the visitor with a toast naming what was added. */
export function useAddToCart() {
  const dispatch = useDispatch();
  return useCallback(
    (line: Omit<CartLine, 'quantity'>, quantity = 1) => {
      dispatch(cartItemAdded({ line, quantity }));
      dispatch(
        toastShown({
          title: 'Added to cart!',
          description: `${line.name} has been added to your cart.`,
          variant: 'success',
        }),
      );
    },
    [dispatch],
  );
}
