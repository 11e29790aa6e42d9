import styled, { css } from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

/** Tracks of the finer grid the cards are placed on: every row length the rules below make divides it. */
const tracksFor = { 2: 6, 3: 6, 4: 12 } as const;
type Columns = keyof typeof tracksFor;

/** `:nth-child(Cn + b)` for the item `fromEnd` places from the end of a list whose length is `remainder` mod C, from `minLength` items. */
const whenLength = (columns: number, remainder: number, fromEnd: number, minLength: number) => {
  let offset = ((((remainder + 1 - fromEnd) % columns) + columns - 1) % columns) + 1;
  while (offset < minLength - fromEnd + 1) offset += columns;
  return `> li:nth-last-child(${fromEnd}):nth-child(${columns}n + ${offset})`;
};

/**
 * Cards span tracks of a grid `tracksFor[columns]` wide. A short last row is shared out so it is full:
 * two to `columns - 1` cards widen to fill it; one card left over takes the card before the last
 * full row with it, and the last `columns + 1` cards make two fuller rows (2 + 2 of 3, 3 + 2 of 4; on
 * two columns, one row of three). The rules share one specificity, so a wider breakpoint's reset wins.
 */
const fullRows = (columns: Columns) => {
  const tracks = tracksFor[columns];
  const rules = [`grid-template-columns: repeat(${tracks}, minmax(0, 1fr));`];
  rules.push(`> li:nth-child(n):nth-last-child(n) { grid-column: span ${tracks / columns}; }`);
  for (let remainder = 2; remainder < columns; remainder += 1) {
    for (let fromEnd = 1; fromEnd <= remainder; fromEnd += 1) {
      rules.push(`${whenLength(columns, remainder, fromEnd, 1)} { grid-column: span ${tracks / remainder}; }`);
    }
  }
  const tail = columns + 1;
  const firstRow = columns === 2 ? tail : Math.ceil(tail / 2);
  for (let fromEnd = 1; fromEnd <= tail; fromEnd += 1) {
    const inFirstRow = fromEnd > tail - firstRow;
    const rowLength = inFirstRow ? firstRow : tail - firstRow;
    rules.push(`${whenLength(columns, 1, fromEnd, tail)} { grid-column: span ${tracks / rowLength}; }`);
  }
  return rules.join('\n');
};

/**
 * Cards in a grid: one column on phones, two from the medium breakpoint, `$columns` on wide screens.
 * No last row holds a single card under fuller rows: the cards of a short last row share its width.
 */
export const CardGrid = styled.ul.attrs<{ 'data-card-grid'?: string }>({ 'data-card-grid': '' })<{
  $columns?: Columns;
}>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${media.md} {
    ${fullRows(2)}
  }
  ${media.lg} {
    ${({ $columns = 3 }) => fullRows($columns)}
  }
`;

const surface = css`
  box-sizing: border-box;
  min-width: 0;
  background: var(--color-surface);
  color: var(--color-ink);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  padding: 22px;
`;

/** The text of a card or a panel: softer than the heading, lists indented. */
const bodyText = css`
  p {
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    color: var(--color-ink-soft);
    line-height: 1.7;
  }
`;

/** A card that leads somewhere rises a little under the pointer. */
const lift = css`
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 14px 32px rgb(15 23 42 / 14%);
  }
`;

/**
 * One card of a grid. A picture placed first fills the card's top edge at one aspect ratio, so the
 * cards of a row line up whatever the image; the last link or button sits at the bottom. `$lift`: it
 * rises under the pointer, for a card that leads to a page of its own.
 */
export const Card = styled.li<{ $lift?: boolean }>`
  ${surface}
  ${({ $lift }) => $lift && lift}
  display: flex;
  flex-direction: column;
  gap: 10px;
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.3;
    color: var(--color-ink);
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    color: var(--color-brand-dark);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${bodyText}
  p {
    margin: 0;
  }
  a[href^='tel:'] {
    color: var(--color-brand-dark);
    font-weight: 600;
  }
  > picture:first-child,
  > .card-media:first-child {
    margin: -22px -22px 6px;
  }
  > picture:first-child img,
  > .card-media:first-child img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    height: auto;
    object-fit: cover;
  }
  > :last-child:is(a, button, .card-actions) {
    margin-top: auto;
  }
`;

/** A card standing on its own (a sidebar box, a form, a summary); render `as="section"` or `as="nav"` as fits. */
export const Panel = styled.div`
  ${surface}
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
    line-height: 1.3;
    color: var(--color-ink);
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    line-height: 1.3;
    color: var(--color-ink);
  }
  ${bodyText}
  a {
    color: var(--color-brand-dark);
    font-weight: 600;
  }
  li a {
    display: inline-block;
    padding: 3px 0;
  }
`;
