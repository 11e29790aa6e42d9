import styled from 'styled-components';

import { VisuallyHidden } from 'shared-contracts/ui/layout';

export interface PriceProps {
  /** The price as the visitor reads it, e.g. "$29.99". */
  amount: string;
  /** The price before a discount, struck through; screen readers hear "was" before it. */
  was?: string;
  /** What the price is for, e.g. "per vehicle / month"; never split from itself on a narrow screen. */
  note?: string;
  className?: string;
}

export function Price({ amount, was, note, className }: PriceProps) {
  return (
    <Row className={className}>
      <strong>{amount}</strong>
      {note && <span className="price-note">{note}</span>}
      {was && (
        <>
          <VisuallyHidden>, was</VisuallyHidden>
          <s>{was}</s>
        </>
      )}
    </Row>
  );
}

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 10px;
  margin: 0;
  strong {
    font-size: 1.35rem;
    color: var(--color-ink);
    white-space: nowrap;
  }
  s,
  .price-note {
    color: var(--color-muted);
    white-space: nowrap;
  }
`;
