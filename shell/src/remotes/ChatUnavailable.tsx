import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';

/** The chat sits in a corner, so its fallback is a small note rather than a page-sized box. */
export function ChatUnavailable() {
  return (
    <Note role="status" data-fallback="true">
      Chat is unavailable right now. Call <a href={business.phone.href}>{business.phone.display}</a>
    </Note>
  );
}

const Note = styled.p`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 40;
  margin: 0;
  padding: 10px 16px;
  border-radius: 999px;
  background: var(--color-night);
  color: var(--color-on-dark);
  font-size: 0.9rem;
  box-shadow: var(--shadow-card);
  a {
    color: var(--color-brand-on-dark);
    font-weight: 700;
  }
`;
