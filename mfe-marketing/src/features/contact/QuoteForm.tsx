import styled from 'styled-components';

import { FORM_TOKEN_SLOT, quoteApi, vehicleTypes } from 'shared-contracts/quote/quote-request';
import { SelectField, TextAreaField, TextField } from 'shared-contracts/ui/form-fields';
import { PrimaryButton, visuallyHidden } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { useQuoteForm } from './use-quote-form';

const Form = styled.form`
  display: grid;
  gap: 18px;
`;

const Pair = styled.div`
  display: grid;
  gap: 18px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Off-screen and hidden from assistive technology: only a bot fills it in. */
const Honeypot = styled.div`
  ${visuallyHidden}
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.9rem;
`;

export function QuoteForm({ initialMessage }: { initialMessage: string }) {
  const { formRef, fields, errors, status, update, submit, honeypot } = useQuoteForm(initialMessage);
  const submitting = status === 'submitting';

  return (
    // Without scripts the browser posts it to the quote service, which answers with a page; with them it is sent as JSON.
    <Form
      ref={formRef}
      method="post"
      action={quoteApi.send}
      onSubmit={submit}
      aria-label="Request a free quote"
      aria-busy={submitting}
    >
      <Pair>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={update('email')}
          error={errors.email}
        />
      </Pair>
      <Pair>
        <TextField
          label="Phone"
          hint="(optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={update('phone')}
          error={errors.phone}
        />
        <SelectField
          label="Vehicle type"
          hint="(optional)"
          name="vehicleType"
          options={vehicleTypes}
          placeholder="Choose a vehicle"
          value={fields.vehicleType}
          onChange={update('vehicleType')}
          error={errors.vehicleType}
        />
      </Pair>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        placeholder="Your vehicle(s), the look you want, and when you need it done."
        value={fields.message}
        onChange={update('message')}
        error={errors.message}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot.value}
            onChange={honeypot.onChange}
          />
        </label>
      </Honeypot>
      {/* The gateway writes a fresh token into each answer for this page; the scripted form fetches its own. */}
      <input type="hidden" name="formToken" defaultValue="" {...{ [FORM_TOKEN_SLOT]: '' }} suppressHydrationWarning />
      <PrimaryButton type="submit" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </PrimaryButton>
      <Note>We answer every request within one business day. Your details are used only to reply to you.</Note>
    </Form>
  );
}
