import styled from 'styled-components';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 22px;
  overflow-y: auto;
  flex: 1;
  li {
    padding: 16px 0;
    border-bottom: 1px solid var(--color-line);
    display: grid;
    gap: 8px;
  }
  .top {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .name {
    font-weight: 700;
  }
  .desc {
    color: var(--color-muted);
    font-size: 0.85rem;
    line-height: 1.4;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    border: 1px solid var(--color-line);
    border-radius: 999px;
  }
  .stepper button {
    width: 36px;
    height: 36px;
    border: 0;
    background: none;
    font-size: 1.1rem;
    font-weight: 700;
    cursor: pointer;
    border-radius: 999px;
  }
  .stepper button:disabled {
    color: var(--color-on-dark-muted);
    cursor: not-allowed;
  }
  .stepper output {
    min-width: 36px;
    text-align: center;
    font-weight: 700;
  }
  .remove {
    border: 0;
    background: none;
    color: var(--color-danger);
    font-weight: 600;
    cursor: pointer;
    text-decoration: underline;
  }
  button:focus-visible {
    outline: 3px solid var(--color-focus);
  }
`;
