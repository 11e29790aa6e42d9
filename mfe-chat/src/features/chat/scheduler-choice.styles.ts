/** A day or a time to pick: a bordered button, filled when chosen, struck through when not bookable. */
export const choice = `
  width: 100%;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-ink);
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: var(--color-brand); }
  &:focus-visible { outline: 2px solid var(--color-brand); outline-offset: 1px; }
  &[aria-pressed='true'] { background: var(--color-brand); border-color: var(--color-brand); color: var(--color-brand-ink); font-weight: 700; }
  &:disabled { border-color: transparent; background: none; color: var(--color-disabled-ink); cursor: not-allowed; text-decoration: line-through; }
`;
