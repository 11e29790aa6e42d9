import styled from 'styled-components';

import { quietLinks } from '../../components/quiet-links';

export const Side = styled.aside`
  display: grid;
  gap: 20px;
  h2 {
    font-family: var(--font-body);
    font-size: 1.2rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  ${quietLinks()}
  address {
    font-style: normal;
    color: var(--color-ink-soft);
    line-height: 1.6;
    margin-bottom: 8px;
  }
  .region {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .region small {
    display: block;
    color: var(--color-muted);
    font-weight: 500;
  }
  .region > span {
    font-weight: 600;
    color: var(--color-ink);
  }
  .region img {
    width: 64px;
    height: 40px;
    object-fit: cover;
    border-radius: 6px;
    background: var(--color-surface-alt);
  }
`;
