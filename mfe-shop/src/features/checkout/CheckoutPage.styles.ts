import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

export const Page = styled.div`
  background: linear-gradient(180deg, var(--color-surface-alt), var(--color-surface) 360px);
  padding: 40px 0 80px;
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 4vw, 2.8rem);
    margin: 0 0 6px;
  }
  .lead {
    color: var(--color-ink-soft);
    margin: 0 0 28px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 24px;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 16px;
  }
`;

/** Holds the form's room while the cart and the payment field load, so nothing below jumps when they arrive. */
export const Preparing = styled.p`
  color: var(--color-muted);
  margin: 8px 0 0;
  min-height: 100vh;
`;
