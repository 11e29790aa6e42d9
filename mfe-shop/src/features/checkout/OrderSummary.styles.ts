import styled from 'styled-components';

import { Panel } from 'shared-contracts/ui/cards';

export const Summary = styled(Panel)`
  ul {
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    display: grid;
    gap: 12px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: 0.95rem;
  }
  li small {
    display: block;
    color: var(--color-muted);
  }
  dl {
    margin: 0;
    display: grid;
    gap: 10px;
    border-top: 1px solid var(--color-line);
    padding-top: 16px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: var(--color-ink-soft);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  dl.grand {
    border-top: 0;
    padding-top: 12px;
    margin-top: 10px;
  }
  .total {
    font-size: 1.2rem;
    border-top: 1px solid var(--color-line);
    padding-top: 12px;
  }
  .note {
    color: var(--color-ink-soft);
    font-size: 0.88rem;
    margin: 10px 0 0;
  }
  button {
    width: 100%;
    margin-top: 20px;
  }
`;
