import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';

import { quoteRequestSchema, quoteToasts, type QuoteRequest } from 'shared-contracts/quote/quote-request';
import { toastShown } from 'shared-contracts/store/toast';

import { fetchFormToken, isStale, sendQuote, type HeldToken, type QuoteSent } from './send-quote';

const cleared: QuoteSent = { name: '', email: '', phone: '', vehicleType: '', message: '', website: '' };

const newKey = () => crypto.randomUUID();

/**
 * The quote form on react-hook-form, checked by the schema the quote service checks with. Sending:
 * success clears the form and toasts, failure keeps it and toasts. One Idempotency-Key per fill, so
 * a resend of the same request after a lost answer is one lead, and an edited request is a new one.
 */
export function useQuoteForm(initialMessage: string) {
  const dispatch = useDispatch();
  // No default values: each field starts from what the server's form holds, so text typed before
  // the page's scripts ran is kept (the message starts from the subject the page was opened with).
  const { register, handleSubmit, reset, getValues, setValue, formState } = useForm<QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
  });
  const token = useRef<HeldToken | undefined>(undefined);
  const lastAttempt = useRef<{ body: string; key: string } | undefined>(undefined);

  async function loadToken() {
    try {
      token.current = await fetchFormToken();
    } catch (error) {
      console.warn('Quote form: no form token yet', error);
    }
  }

  useEffect(() => {
    void loadToken();
  }, []);

  // A link to another subject while the form is open replaces the prefilled text, never the visitor's own.
  const prefilled = useRef(initialMessage);
  useEffect(() => {
    if (prefilled.current === initialMessage) return;
    const message = getValues('message');
    if (!message || message === prefilled.current) setValue('message', initialMessage);
    prefilled.current = initialMessage;
  }, [initialMessage, getValues, setValue]);

  function idempotencyKeyFor(body: string) {
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newKey() };
    return lastAttempt.current.key;
  }

  async function send({ formToken: _fromThePage, ...request }: QuoteRequest) {
    try {
      if (!token.current || isStale(token.current)) await loadToken();
      await sendQuote(request, { token: token.current, idempotencyKey: idempotencyKeyFor(JSON.stringify(request)) });
      dispatch(toastShown({ ...quoteToasts.success, variant: 'success' }));
      reset(cleared);
      lastAttempt.current = undefined;
      void loadToken();
    } catch (error) {
      console.error('Quote request failed:', error instanceof Error ? error.message : quoteToasts.fallbackError);
      dispatch(toastShown({ ...quoteToasts.failure, variant: 'destructive' }));
    }
  }

  return {
    register,
    errors: formState.errors,
    submitting: formState.isSubmitting,
    submit(event: FormEvent<HTMLFormElement>) {
      if (formState.isSubmitting) return event.preventDefault();
      void handleSubmit(send)(event);
    },
  };
}
