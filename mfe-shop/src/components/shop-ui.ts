import styled from 'styled-components';

export const Badge = styled.span`
  display: inline-block;
  background: var(--color-brand-dark);
  color: var(--color-brand-ink);
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  padding: 4px 10px;
  border-radius: 999px;
`;

export const CategoryLabel = styled.span`
  display: block;
  color: var(--color-brand-dark);
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.95rem;
  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: 11px 12px;
    border: 1px solid var(--color-line-strong);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: var(--color-ink);
    min-width: 0;
  }
  input:disabled {
    background: var(--color-surface-alt);
    color: var(--color-muted);
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--color-focus);
    border-color: var(--color-ink);
  }
  input[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
`;

export const FieldError = styled.span`
  color: var(--color-danger);
  font-size: 0.88rem;
  font-weight: 600;
`;
