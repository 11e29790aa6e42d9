import styled from 'styled-components';

import { Link } from 'shared-contracts/routing/router';
import { media } from 'shared-contracts/ui/theme';

/**
 * Two cities to a row (three from the large breakpoint when the count divides by three). An odd
 * count gives the first, biggest city the whole first row, so no card is left alone on the last.
 */
export const CityGrid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ $count }) => ($count % 2 === 1 ? '> li:first-child { grid-column: 1 / -1; }' : '')}
  ${media.lg} {
    gap: 16px;
    ${({ $count }) =>
      $count % 3 === 0
        ? 'grid-template-columns: repeat(3, minmax(0, 1fr)); > li:first-child { grid-column: auto; }'
        : ''}
  }
`;

export const CityLink = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 12px 14px;
  ${media.md} {
    padding: 16px;
  }
  border-radius: var(--radius-md);
  border: 1px solid var(--color-line);
  color: var(--color-ink);
  text-decoration: none;
  background: var(--color-surface);
  &:hover,
  &:focus-visible {
    border-color: var(--color-brand);
    box-shadow: var(--shadow-card);
  }
  strong {
    display: block;
    font-size: 1.05rem;
    margin-bottom: 4px;
  }
  span {
    display: block;
    color: var(--color-muted);
    font-size: 0.88rem;
  }
`;
