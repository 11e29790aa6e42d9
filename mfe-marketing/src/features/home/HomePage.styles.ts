import styled from 'styled-components';

import { CardGrid } from 'shared-contracts/ui/cards';
import { media } from 'shared-contracts/ui/theme';

import { phoneRow } from '../../components/phone-row';

export const ServiceRow = styled(CardGrid)`
  ${phoneRow}
`;

export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  counter-reset: step;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    gap: 18px;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  }
  li {
    counter-increment: step;
    padding: 16px 14px;
    ${media.md} {
      padding: 24px;
    }
    border-radius: var(--radius-lg);
    background: var(--color-surface-alt);
    border-top: 4px solid var(--color-brand);
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    font-family: var(--font-display);
    font-size: 1.8rem;
    font-weight: 700;
    color: var(--color-brand-dark);
  }
  h3 {
    margin: 6px 0 8px;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 0.92rem;
    line-height: 1.5;
    ${media.md} {
      font-size: 1rem;
      line-height: 1.6;
    }
  }
`;

export const Nationwide = styled.div`
  display: grid;
  gap: 28px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-lg);
  }
  p {
    color: var(--color-on-dark-muted);
    line-height: 1.7;
  }
  ul {
    list-style: none;
    margin: 0 0 24px;
    padding: 0;
    display: grid;
    gap: 10px;
    ${media.md} {
      gap: 14px;
    }
  }
  li {
    padding-left: 30px;
    position: relative;
    color: var(--color-on-dark-muted);
    line-height: 1.5;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: var(--color-brand-bright);
    font-weight: 800;
  }
  li strong {
    color: var(--color-on-dark);
  }
`;

export const Quotes = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 20px;
  ${phoneRow}
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    margin: 0;
    padding: 20px;
    border-radius: var(--radius-lg);
    background: var(--color-surface);
    box-shadow: var(--shadow-card);
  }
  blockquote {
    margin: 0 0 14px;
    font-size: 1rem;
    line-height: 1.6;
    color: var(--color-ink);
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    font-weight: 600;
  }
  span[aria-hidden] {
    color: var(--color-star);
    letter-spacing: 2px;
  }
`;
