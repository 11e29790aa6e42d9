import styled from 'styled-components';

export const Summary = styled.div`
  padding: 18px 22px 24px;
  border-top: 1px solid var(--color-line);
  background: var(--color-surface-alt);
  dl {
    margin: 0 0 8px;
    display: grid;
    gap: 8px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
  }
  dt {
    color: var(--color-ink-soft);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  .total {
    font-size: 1.15rem;
  }
  p {
    color: var(--color-ink-soft);
    font-size: 0.85rem;
    margin: 0 0 14px;
  }
  button {
    width: 100%;
  }
`;
