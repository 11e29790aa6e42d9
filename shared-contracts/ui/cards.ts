import styled, { css } from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

const centeredLastRow = (columns: number) => {
  // Each card spans two tracks of a grid twice as fine, so a short last row can start half a card in.
  // The reset has the same specificity as the rules, so a wider breakpoint overrides a narrower one.
  const rules = [];
  for (let short = 1; short < columns; short += 1) {
    const start = columns - short + 1;
    rules.push(`> li:nth-last-child(${short}):nth-child(${columns}n + 1) { grid-column: ${start} / span 2; }`);
  }
  return `grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr)); > li:nth-child(n):nth-last-child(n) { grid-column: span 2; } ${rules.join(' ')}`;
};

/**
 * Cards in a grid: one column on phones, two from the medium breakpoint, `$columns` on wide screens.
 * A last row that is not full is centred, so no card is left hanging at the edge.
 */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${media.md} {
    ${centeredLastRow(2)}
  }
  ${media.lg} {
    ${({ $columns = 3 }) => centeredLastRow($columns)}
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
