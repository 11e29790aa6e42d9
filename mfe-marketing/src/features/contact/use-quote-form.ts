import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';

import { quoteFieldErrors, quoteToasts, type QuoteField, type QuoteFields } from 'shared-contracts/quote/quote-request';
import { toastShown } from 'shared-contracts/store/toast';

import { fetchFormToken, isStale, sendQuote, type HeldToken } from './send-quote';

export type QuoteFormStatus = 'idle' | 'submitting';

const emptyFields = (message = ''): QuoteFields => ({ name: '', email: '', phone: '', vehicleType: '', message });

const newKey = () => crypto.randomUUID();

/**
 * The quote form's state: idle -> submitting -> (success: cleared, toast) or (failure: kept, toast) -> idle.
 * Field checks come from the shared schema; one Idempotency-Key per fill, so a resend of the same
 * request after a lost answer is one lead, and an edited request is a new one.
 */
export function useQuoteForm(initialMessage: string) {
  const dispatch = useDispatch();
  const [fields, setFields] = useState<QuoteFields>(() => emptyFields(initialMessage));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<QuoteField, string>>>({});
  const [status, setStatus] = useState<QuoteFormStatus>('idle');
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

  // The fields take typing before the page's scripts run: the first render adopts what the visitor
  // already typed into the server's form, so the next render does not write it over.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.fromEntries(
      (Object.keys(emptyFields()) as QuoteField[]).flatMap((field) => {
        const control = form.elements.namedItem(field);
        return control && 'value' in control && control.value ? [[field, control.value]] : [];
      }),
    );
    if (Object.keys(typed).length) setFields((current) => ({ ...current, ...typed }));
  }, []);

  // A link to another subject while the form is open replaces the prefilled text, never the visitor's own.
  const [prefilled, setPrefilled] = useState(initialMessage);
  if (prefilled !== initialMessage) {
    setPrefilled(initialMessage);
    if (fields.message === '' || fields.message === prefilled) setFields({ ...fields, message: initialMessage });
  }

  const update =
    (field: QuoteField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    };

  function idempotencyKeyFor(body: string) {
    if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newKey() };
    return lastAttempt.current.key;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = quoteFieldErrors(fields) as Partial<Record<QuoteField, string>>;
    setErrors(found);
    if (Object.keys(found).length) return;

    setStatus('submitting');
    try {
      if (!token.current || isStale(token.current)) await loadToken();
      await sendQuote(fields, {
        website,
        token: token.current,
        idempotencyKey: idempotencyKeyFor(JSON.stringify(fields)),
      });
      dispatch(toastShown({ ...quoteToasts.success, variant: 'success' }));
      setFields(emptyFields());
      setWebsite('');
      lastAttempt.current = undefined;
      void loadToken();
    } catch (error) {
      console.error('Quote request failed:', error instanceof Error ? error.message : quoteToasts.fallbackError);
      dispatch(toastShown({ ...quoteToasts.failure, variant: 'destructive' }));
    } finally {
      setStatus('idle');
    }
  }

  return {
    formRef,
    fields,
    errors,
    status,
    update,
    submit,
    honeypot: { value: website, onChange: (e: ChangeEvent<HTMLInputElement>) => setWebsite(e.target.value) },
  };
}
