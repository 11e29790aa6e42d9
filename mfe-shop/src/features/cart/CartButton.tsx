import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';

import { cartDrawerOpened, selectCartCount } from 'shared-contracts/store/cart';
import { SecondaryButton } from 'shared-contracts/ui/layout';

/** Opens the cart drawer; the count is the one the header shows. */
export function CartButton() {
  const dispatch = useDispatch();
  const count = useSelector(selectCartCount);
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      aria-label={`View Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => dispatch(cartDrawerOpened())}
    >
      View Cart <span className="count">{count}</span>
    </Button>
  );
}

const Button = styled(SecondaryButton)`
  padding: 10px 18px;
  .count {
    min-width: 24px;
    padding: 2px 7px;
    border-radius: 999px;
    background: var(--color-brand-dark);
    color: var(--color-brand-ink);
    font-size: 0.8rem;
  }
`;
