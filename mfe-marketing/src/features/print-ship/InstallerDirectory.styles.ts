import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

export const Directory = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    padding: 20px;
  }
  li.own {
    border: 2px solid var(--color-brand);
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  .city {
    margin: 0 0 8px;
    color: var(--color-brand-dark);
    font-weight: 700;
  }
  address {
    font-style: normal;
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  address a {
    color: var(--color-brand-dark);
    font-weight: 600;
  }
  .own-badge {
    display: inline-block;
    margin-top: 8px;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-tint-strong);
    color: var(--color-brand-dark);
    font-weight: 700;
    font-size: 0.85rem;
  }
`;
