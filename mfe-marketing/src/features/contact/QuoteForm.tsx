import styled from 'styled-components';

import { FORM_TOKEN_SLOT, quoteApi, vehicleTypes } from 'shared-contracts/quote/quote-request';
import { SelectField, TextAreaField, TextField } from 'shared-contracts/ui/form-fields';
import { PrimaryButton, visuallyHidden } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { useQuoteForm } from './use-quote-form';

export function QuoteForm({ initialMessage }: { initialMessage: string }) {
  const { register, errors, submitting, submit } = useQuoteForm(initialMessage);

  return (
    // Without scripts the browser posts it to the quote service, which answers with a page; with them it is sent as JSON.
    <Form
      method="post"
      action={quoteApi.send}
      onSubmit={submit}
      aria-label="Request a free quote"
      aria-busy={submitting}
    >
      <Pair>
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </Pair>
      <Pair>
        <TextField
          label="Phone"
          hint="(optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Vehicle type"
          hint="(optional)"
          options={vehicleTypes}
          placeholder="Choose a vehicle"
          error={errors.vehicleType?.message}
          {...register('vehicleType')}
        />
      </Pair>
      <TextAreaField
        label="Message"
        required
        rows={6}
        placeholder="Your vehicle(s), the look you want, and when you need it done."
        defaultValue={initialMessage}
        error={errors.message?.message}
        {...register('message')}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" defaultValue="" {...register('website')} />
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
