import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

export const Copy = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
  ${media.md} {
    gap: 18px;
  }
  p[data-eyebrow] {
    margin: 0;
    color: var(--color-brand-on-dark);
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    font-size: 0.78rem;
  }
  h1 {
    margin: 0;
    font-family: var(--font-display);
    font-size: clamp(1.75rem, 6.5vw, 4.4rem);
    line-height: 1.06;
    letter-spacing: -0.015em;
  }
  p {
    margin: 0;
    font-size: 1.02rem;
    line-height: 1.6;
    color: var(--color-on-dark-soft);
  }
  ${media.md} {
    p {
      font-size: 1.12rem;
      line-height: 1.65;
    }
  }
  > [role='alert'] {
    margin: 0;
  }
  p[data-rating] {
    font-size: 0.95rem;
    color: var(--color-on-dark);
    font-weight: 600;
  }
  p[data-rating] span[aria-hidden] {
    color: var(--color-star);
    letter-spacing: 2px;
    margin-right: 8px;
  }
  div[data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 16px;
  }
  ${media.md} {
    nav ul {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 24px;
    }
  }
  nav a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    min-height: 40px;
    color: var(--color-on-dark);
    font-size: 0.92rem;
    font-weight: 600;
    text-decoration: none;
    border-bottom: 1px solid rgb(255 255 255 / 14%);
  }
  ${media.md} {
    nav a {
      border-bottom: 0;
      font-size: 0.98rem;
      justify-content: flex-start;
    }
  }
  nav a::after {
    content: '→' / '';
    color: var(--color-brand-on-dark);
  }
  nav a:hover,
  nav a:focus-visible {
    color: var(--color-brand-on-dark);
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
