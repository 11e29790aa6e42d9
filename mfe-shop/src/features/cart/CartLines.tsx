import { useDispatch } from 'react-redux';

import type { CartLine } from 'shared-contracts/store/cart';

import { formatCents } from '../../components/money';
import { lineTotalCents } from '../../components/order-totals';
import { Lines } from './CartLines.styles';
import { quantityDecreased, quantityIncreased } from './cartSlice';

/** The cart's lines: name, line total, description, a quantity stepper, unit price and Remove. */
export function CartLines({ lines, onRemove }: { lines: readonly CartLine[]; onRemove: (id: string) => void }) {
  const dispatch = useDispatch();
  return (
    <Lines aria-label="Cart items">
      {lines.map((line) => (
        <li key={line.id} aria-label={line.name}>
          <div className="top">
            <span className="name">{line.name}</span>
            <span>{formatCents(lineTotalCents(line))}</span>
          </div>
          <span className="desc">{line.description}</span>
          <div className="controls">
            <div className="stepper">
              <button
                type="button"
                aria-label={`Decrease quantity of ${line.name}`}
                disabled={line.quantity <= 1}
                onClick={() => dispatch(quantityDecreased({ id: line.id }))}
              >
                −
              </button>
              <output aria-label={`Quantity of ${line.name}`}>{line.quantity}</output>
              <button
                type="button"
                aria-label={`Increase quantity of ${line.name}`}
                onClick={() => dispatch(quantityIncreased({ id: line.id }))}
              >
                +
              </button>
            </div>
            <span>{formatCents(line.unitPriceCents)} each</span>
            <button
              type="button"
              className="remove"
              aria-label={`Remove ${line.name}`}
              onClick={() => onRemove(line.id)}
            >
              Remove
            </button>
          </div>
        </li>
      ))}
    </Lines>
  );
}
