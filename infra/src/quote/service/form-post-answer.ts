import { business } from 'shared-contracts/business/business';
import { quoteApi, quoteToasts, vehicleTypes } from 'shared-contracts/quote/quote-request';
import { themeCssVariables } from 'shared-contracts/ui/theme';

/**
 * The pages a browser gets when the quote form was sent without scripts (a native, form-encoded
 * POST): that the request was sent, or each problem beside the visitor's own text, in a form that
 * sends again with a fresh token. Nothing on it runs. On its own it is a plain page; the gateway
 * puts its title, style and main content into the storefront's page (header, footer, styles).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const policy =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Scoped to the answer, in the theme's tokens, so it sits in the storefront's page as well as alone. */
const style = `.quote-answer{max-width:40rem;margin:0 auto;padding:48px 16px 64px;color:var(--color-ink);font-size:1rem;line-height:1.6}
.quote-answer h1{font-size:1.9rem;line-height:1.2;margin:0 0 12px}.quote-answer a{color:var(--color-brand-dark);font-weight:600}
.quote-answer label{display:block;font-weight:600;margin-top:14px}
.quote-answer :is(input,select,textarea){font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid var(--color-muted);border-radius:var(--radius-sm);background:var(--color-surface);color:var(--color-ink)}
.quote-answer [aria-invalid=true]{border-color:var(--color-danger)}.quote-answer .problem{color:var(--color-danger);font-weight:600;margin:4px 0 0}
.quote-answer [role=alert]{color:var(--color-danger);font-weight:600}
.quote-answer button{margin-top:18px;font:inherit;font-weight:700;padding:12px 22px;border:0;border-radius:999px;background:var(--color-brand);color:var(--color-brand-ink);cursor:pointer}
.quote-answer .hidden{position:absolute;left:-9999px}`;

function page(status: number, title: string, body: string, headers: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${escapeHtml(business.name)}</title><style>:root{${themeCssVariables}}body{margin:0;font-family:var(--font-body)}${style}</style></head><body><main><div class="quote-answer">${body}</div></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy,
      ...headers,
    },
  });
}

const links = `<p><a href="/">Back to the home page</a> · <a href="/contact">Contact page</a> · <a href="${business.phone.href}">Call ${business.phone.display}</a></p>`;

export function requestSentPage() {
  return page(
    200,
    quoteToasts.success.title,
    `<h1>${quoteToasts.success.title}</h1><p role="status">${quoteToasts.success.description}</p>${links}`,
  );
}

/** A refusal that is not about one field: too many requests, a body too large. */
export function requestNotSentPage(status: number, problem: string, headers?: Record<string, string>) {
  return page(
    status,
    'Your request was not sent',
    `<h1>Your request was not sent</h1><p role="alert">${escapeHtml(problem)}</p>${links}`,
    headers,
  );
}

type Sent = Record<string, unknown>;

const field = (
  name: string,
  label: string,
  sent: Sent,
  problem: string | undefined,
  control: (attrs: string, value: string) => string,
) => {
  const value = typeof sent[name] === 'string' ? (sent[name] as string) : '';
  const attrs = `id="${name}" name="${name}"${problem ? ` aria-invalid="true" aria-describedby="${name}-problem"` : ''}`;
  return `<label for="${name}">${label}</label>${control(attrs, value)}${problem ? `<p class="problem" id="${name}-problem">${escapeHtml(problem)}</p>` : ''}`;
};

/** Each problem, by field, above the visitor's own text ready to send again. */
export function requestProblemsPage(problems: Partial<Record<string, string>>, sent: Sent, formToken: string) {
  const listed = Object.values(problems).filter((problem): problem is string => Boolean(problem));
  return resendPage(
    'Please check your request',
    `<div role="alert"><p>Please correct ${listed.length === 1 ? 'this' : 'these'} and send it again:</p><ul>${listed.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`,
    problems,
    sent,
    formToken,
  );
}

/**
 * A request sent sooner after the form opened than a person types (a browser's autofill can do
 * that), or later than a token is kept (a page left open for hours): not sent and not kept as spam,
 * but given back as it was with a fresh token, to check and send again. A person loses nothing; a
 * bot has to wait like one.
 */
export function requestTooSoonPage(sent: Sent, formToken: string, when: 'too-soon' | 'too-late' = 'too-soon') {
  const why =
    when === 'too-soon'
      ? 'It reached us a moment after the form opened, sooner than a person can type it, so it was not sent yet.'
      : 'The form was open longer than we keep it ready, so it was not sent yet.';
  return resendPage(
    'Please check your request and send it again',
    `<div role="alert"><p>${why} Please check it and send it again.</p></div>`,
    {},
    sent,
    formToken,
  );
}

function resendPage(
  title: string,
  intro: string,
  problems: Partial<Record<string, string>>,
  sent: Sent,
  formToken: string,
) {
  const input = (type: string) => (attrs: string, value: string) =>
    `<input type="${type}" ${attrs} value="${escapeHtml(value)}">`;
  const vehicle = (attrs: string, value: string) =>
    `<select ${attrs}><option value="">Choose a vehicle</option>${vehicleTypes.map((type) => `<option${type === value ? ' selected' : ''}>${escapeHtml(type)}</option>`).join('')}</select>`;
  const form = [
    `<form method="post" action="${quoteApi.send}">`,
    field('name', 'Name', sent, problems.name, input('text')),
    field('email', 'Email', sent, problems.email, input('email')),
    field('phone', 'Phone (optional)', sent, problems.phone, input('tel')),
    field('vehicleType', 'Vehicle type (optional)', sent, problems.vehicleType, vehicle),
    field(
      'message',
      'Message',
      sent,
      problems.message,
      (attrs, value) => `<textarea ${attrs} rows="6">${escapeHtml(value)}</textarea>`,
    ),
    `<div class="hidden" aria-hidden="true"><label>Leave this field empty <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>`,
    `<input type="hidden" name="formToken" value="${escapeHtml(formToken)}">`,
    `<button type="submit">Send Message</button></form>`,
  ].join('');
  return page(400, title, `<h1>Your request was not sent</h1>${intro}${form}${links}`);
}
