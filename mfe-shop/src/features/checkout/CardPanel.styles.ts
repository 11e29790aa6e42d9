import styled from 'styled-components';

/** The provider's card field; `.test-card*` are the classes of the test provider's own inputs. */
export const CardSlot = styled.div`
  min-height: 90px;
  .test-card {
    display: grid;
    gap: 12px;
    grid-template-columns: 1fr 1fr;
  }
  .test-card-note,
  .test-card-cardNumber {
    grid-column: 1 / -1;
  }
  .test-card-note {
    margin: 0;
    padding: 10px 12px;
    border-radius: var(--radius-sm);
    background: var(--color-notice-tint);
    border: 1px dashed var(--color-notice-line);
    color: var(--color-notice-ink);
    font-size: 0.88rem;
    line-height: 1.5;
  }
  .test-card-field {
    display: grid;
    gap: 6px;
    font-weight: 600;
    font-size: 0.95rem;
  }
  .test-card-field input {
    font: inherit;
    font-weight: 400;
    padding: 11px 12px;
    border: 1px solid var(--color-line-strong);
    border-radius: var(--radius-sm);
    min-width: 0;
  }
  .test-card-field input:focus-visible {
    outline: 3px solid var(--color-focus);
    border-color: var(--color-ink);
  }
`;

export const TestBadge = styled.span`
  display: inline-block;
  margin-left: 10px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-notice-strong);
  color: var(--color-on-dark);
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  vertical-align: middle;
`;

export const Status = styled.p`
  color: var(--color-muted);
  margin: 8px 0 0;
`;
