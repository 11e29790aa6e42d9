import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { PrimaryButton, VisuallyHidden } from 'shared-contracts/ui/layout';
import { useSubmitType } from 'shared-contracts/ui/submit-when-ready';

/**
 * The spec gives the newsletter no handler, so nothing is sent or stored; the visitor is told so
 * plainly instead of meeting a button that does nothing.
 */
export function NewsletterForm() {
  const submitType = useSubmitType();
  const [acknowledged, setAcknowledged] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAcknowledged(true);
  }
  return (
    <Box aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get wrap tips in your inbox</h2>
      <p>Care guides, new films and fleet ideas, about once a month.</p>
      <form onSubmit={submit}>
        <label>
          <VisuallyHidden>Email address</VisuallyHidden>
          <input type="email" name="email" required autoComplete="email" placeholder="you@company.com" />
        </label>
        <PrimaryButton type={submitType}>Subscribe</PrimaryButton>
      </form>
      <div role="status">
        {acknowledged && (
          <p>
            Thank you! Our newsletter is not sending yet, so nothing was saved. Follow us on Instagram or call{' '}
            {business.phone.display} in the meantime.
          </p>
        )}
      </div>
    </Box>
  );
}

const Box = styled.section`
  background: var(--color-night);
  color: var(--color-on-dark);
  border-radius: var(--radius-lg);
  padding: 32px;
  h2 {
    margin: 0 0 8px;
  }
  p {
    color: rgb(255 255 255 / 80%);
    margin: 0 0 20px;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  input {
    flex: 1 1 240px;
    font: inherit;
    padding: 12px 14px;
    border-radius: 999px;
    border: 0;
  }
  input:focus-visible {
    outline: 3px solid var(--color-focus);
  }
  [role='status'] p {
    margin: 16px 0 0;
    color: var(--color-on-dark);
    font-weight: 600;
  }
`;
