import styled from 'styled-components';

export const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid var(--color-line);
  background: var(--color-surface);
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 120px;
    padding: 11px 14px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    font: inherit;
    font-size: 0.95rem;
    resize: none;
    color: var(--color-ink);
    &:focus-visible {
      outline: 2px solid var(--color-brand);
      outline-offset: 1px;
    }
    &:disabled {
      background: var(--color-surface-alt);
    }
  }
`;

export const SendButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--color-brand-dark);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  &:disabled {
    background: var(--color-line);
    color: var(--color-muted);
    cursor: not-allowed;
  }
`;
