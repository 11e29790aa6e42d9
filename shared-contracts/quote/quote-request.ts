import { z } from 'zod/mini';

import { pagePaths } from 'shared-contracts/routes/route-table';

/**
 * The quote request, validated with this one schema by the contact form (before sending) and by
 * the quote service (before storing). `zod/mini` keeps the form's share of it small.
 */

export const vehicleTypes = [
  'Car',
  'SUV or crossover',
  'Pickup truck',
  'Cargo or sprinter van',
  'Box truck',
  'Semi truck or trailer',
  'Food truck or trailer',
  'Fleet (several vehicles)',
  'Boat',
  'Other',
] as const;

export type VehicleType = (typeof vehicleTypes)[number];

export const quoteLimits = { name: 100, email: 254, phone: 40, message: 5000, website: 200, formToken: 200 } as const;

/** The whole JSON body may not exceed this; the service answers 413 before parsing past it. */
export const MAX_QUOTE_BODY_BYTES = 16 * 1024;

export const quoteMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
  vehicleTypeInvalid: 'Please choose a vehicle type from the list.',
  messageRequired: 'Please tell us about your project.',
  oneLine: (label: string) => `${label} must fit on one line.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  badCharacter: (label: string) => `${label} contains a character we cannot accept.`,
} as const;

/** Breaks a line in a mail header or a plain-text body: CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
/** Control characters (tab and NUL included) and the bidi controls that can reorder what a reader sees. */
const CONTROL_OR_BIDI = /[\p{Cc}\p{Bidi_Control}]/u;
/** Control characters other than tab and line breaks: what a multi-line field refuses. */
const CONTROL_BUT_WHITESPACE = /[^\P{Cc}\t\n\r]/u;
/** A lone surrogate (half of a pair): it cannot be stored or sent as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

const ATEXT = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`, 'u');
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;

/**
 * Exactly one address as a person types it: `local@domain`, the local part a dot-atom (no quoted
 * strings, comments or display names, so `<`, `>`, `,`, `;`, `"` and spaces never pass) and the
 * domain at least two DNS labels ending in a name, not a number or an address literal.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

const text = (label: string, required = `${label} is required.`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text.`) })
    .check(z.refine((value) => !LONE_SURROGATE.test(value), quoteMessages.badCharacter(label)));

const bounded = (label: string, max: number, required?: string) =>
  text(label, required).check(z.maxLength(max, quoteMessages.tooLong(label, max)));

const singleLine = (label: string, max: number, required?: string) =>
  bounded(label, max, required)
    .check(z.refine((value) => !LINE_BREAK.test(value), quoteMessages.oneLine(label)))
    .check(z.refine((value) => !CONTROL_OR_BIDI.test(value), quoteMessages.badCharacter(label)));

export const quoteRequestSchema = z.strictObject(
  {
    name: singleLine('Name', quoteLimits.name, quoteMessages.nameRequired).check(
      z.refine((v) => v.trim() !== '', quoteMessages.nameRequired),
    ),
    email: singleLine('Email', quoteLimits.email, quoteMessages.emailRequired)
      .check(z.refine((v) => v !== '', quoteMessages.emailRequired))
      .check(z.refine((v) => v === '' || isEmailAddress(v.trim()), quoteMessages.emailInvalid)),
    phone: z.optional(
      singleLine('Phone', quoteLimits.phone).check(
        z.refine((v) => v === '' || phoneDigits(v) >= 10, quoteMessages.phoneInvalid),
      ),
    ),
    vehicleType: z.optional(z.enum(['', ...vehicleTypes], quoteMessages.vehicleTypeInvalid)),
    message: bounded('Message', quoteLimits.message, quoteMessages.messageRequired)
      .check(z.refine((v) => !CONTROL_BUT_WHITESPACE.test(v), quoteMessages.badCharacter('Message')))
      .check(z.refine((v) => v.trim() !== '', quoteMessages.messageRequired)),
    /** Honeypot: hidden from people and screen readers, so only a bot fills it in. */
    website: z.optional(bounded('Website', quoteLimits.website)),
    /** Issued by the service when the form loads; proves the form was open long enough for a person. */
    formToken: z.optional(bounded('Form token', quoteLimits.formToken)),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}.`
        : 'The request must be a JSON object.',
  },
);

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** What the visitor types; the spam fields are added when the form sends. */
export type QuoteFields = Pick<QuoteRequest, 'name' | 'email' | 'message'> & {
  phone: string;
  vehicleType: VehicleType | '';
};
export type QuoteField = keyof QuoteFields;

/** The first problem per field, as the answer to a form sent without scripts names it. */
export function quoteFieldErrors(request: unknown): Partial<Record<string, string>> {
  const result = quoteRequestSchema.safeParse(request);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The service's path on the site and where the form gets its timing token. */
export const quoteApi = { send: '/api/sendEmail', formToken: '/api/formToken' } as const;

/**
 * The attribute of the quote form's hidden `formToken` input. The page is rendered once per deploy,
 * so the gateway writes a fresh token into that input on each request for a page that holds one: the
 * form then works with no script at all.
 */
export const FORM_TOKEN_SLOT = 'data-form-token';

/** The pages that show the quote form. */
export const quoteFormPages: readonly string[] = [pagePaths.contact];

/**
 * `GET /api/formToken`: a token good for one request, how long a person takes at least (the form
 * waits out the rest before sending) and how long the token is good for (the form fetches a fresh
 * one when it has held its token longer).
 */
export interface FormTokenResponse {
  formToken: string;
  minFillMs: number;
  maxAgeMs: number;
}

/** What the form tells the visitor when a request is sent or fails. */
export const quoteToasts = {
  success: { title: 'Message Sent', description: "Thank you for your message. We'll get back to you soon!" },
  failure: { title: 'Error', description: 'There was a problem sending your message. Please try again.' },
  fallbackError: 'Failed to send message',
} as const;
