import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

/** The five steps, one under the other, each numbered in a brand disc beside its text. */
export const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr);
    column-gap: 16px;
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    padding: 18px 20px;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: var(--color-brand);
    color: var(--color-brand-ink);
    font-weight: 800;
  }
  h3 {
    margin: 6px 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
`;

/** The steps beside the picture of the printer and the order's facts; stacked on phones. */
export const Builder = styled.div`
  display: grid;
  gap: 28px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Summary = styled.div`
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  > div {
    padding: 22px 24px 24px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 10px 16px;
    margin: 0 0 22px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;
