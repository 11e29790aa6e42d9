import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useNavigate } from 'shared-contracts/routing/router';
import { renderRemote } from 'shared-contracts/testing/render-remote';

import { ContactPage } from './ContactPage';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function stubService(answers: (() => Response)[], minFillMs = 0, maxAgeMs = 7_200_000) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    // Each token names the time it was issued.
    if (url === '/api/formToken') return Response.json({ formToken: `token-${Date.now()}`, minFillMs, maxAgeMs });
    sent.push({
      url,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return (answers.shift() ?? (() => Response.json({ ok: true, id: 'lead-1' }, { status: 202 })))();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

function fillIn({ email = 'dana@ortizplumbing.com', phone = '(773) 555-0101' } = {}) {
  fireEvent.change(field('Name'), { target: { value: 'Dana Ortiz' } });
  fireEvent.change(field('Email'), { target: { value: email } });
  fireEvent.change(field(/Phone/), { target: { value: phone } });
  fireEvent.change(field(/Vehicle type/), { target: { value: 'Box truck' } });
  fireEvent.change(field('Message'), { target: { value: 'Full wrap for two box trucks.' } });
}

/** A move within the page, as a link to another subject makes on the live site. */
function GoTo({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {children}
    </button>
  );
}

const send = () => fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));

describe('the quote form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('works without scripts: every field open to input, posted to the quote service with a slot for the form token', () => {
    stubService([]);
    renderRemote(<ContactPage />, { path: '/contact' });
    const form = screen.getByRole('form', { name: 'Request a free quote' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/sendEmail');
    expect(form.querySelector(':disabled')).toBeNull();
    expect(
      [...(form as HTMLFormElement).elements].map((element) => element.getAttribute('name')).filter(Boolean),
    ).toEqual(['name', 'email', 'phone', 'vehicleType', 'message', 'website', 'formToken']);
    expect(form.querySelector('input[name="formToken"]')).toHaveAttribute('data-form-token', '');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  });

  it('has a visually hidden page heading, the contact details and a pre-filled subject', () => {
    stubService([]);
    renderRemote(<ContactPage />, { path: '/contact?subject=Training%20Enrollment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Wrap Lab Chicago for a free quote');
    expect(field('Message').value).toBe('Subject: Training Enrollment\n\n');
    expect(screen.getByRole('link', { name: '(773) 555-0148' })).toHaveAttribute('href', 'tel:+17735550148');
    expect(screen.getByText('9:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(document.getElementById('quote-form')).toContainElement(
      screen.getByRole('form', { name: 'Request a free quote' }),
    );
    // The honeypot is out of the accessibility tree and the tab order: only a bot fills it in.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getByLabelText('Leave this field empty')).toHaveAttribute('tabindex', '-1');
  });

  it('shows the spec messages for a bad e-mail and phone, blocks sending, and checks a field again when it is edited', async () => {
    const sent = stubService([]);
    renderRemote(<ContactPage />, { path: '/contact' });
    fillIn({ email: 'dana at ortiz', phone: '555-0101' });
    send();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (at least 10 digits).')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    // The visitor is taken to the first field to mend, where its message is read out with it.
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(sent).toEqual([]);

    fireEvent.change(field('Email'), { target: { value: 'dana@ortizplumbing' } });
    await waitFor(() => expect(sent).toEqual([]));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    fireEvent.change(field('Email'), { target: { value: 'dana@ortizplumbing.com' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).toBeNull());
    expect(screen.getByText('Please enter a valid phone number (at least 10 digits).')).toBeInTheDocument();
    fireEvent.change(field(/Phone/), { target: { value: '773 555 0101' } });
    await waitFor(() => expect(screen.queryByText(/valid phone number/)).toBeNull());
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("takes a link to another subject while open: the prefilled message follows it, the visitor's own text stays", async () => {
    stubService([]);
    renderRemote(
      <>
        <ContactPage />
        <GoTo to="/contact?subject=Fleet%20Wrap">Ask about a fleet</GoTo>
        <GoTo to="/contact?subject=Ceramic%20Coating">Ask about coating</GoTo>
      </>,
      { path: '/contact?subject=Training%20Enrollment' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask about a fleet' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('subject=Fleet'));
    await waitFor(() => expect(field('Message').value).toBe('Subject: Fleet Wrap\n\n'));
    fireEvent.change(field('Message'), { target: { value: 'Subject: Fleet Wrap\n\nSix vans by March.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask about coating' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('subject=Ceramic'));
    expect(field('Message').value).toBe('Subject: Fleet Wrap\n\nSix vans by March.');
  });

  it('sends the fields with the form token and a key, shows Sending..., then clears the form and toasts success', async () => {
    let release!: () => void;
    const sent = stubService([() => Response.json({ ok: true, id: 'lead-1' }, { status: 202 })]);
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/sendEmail') await gate;
      return base(url, init);
    });
    const { toastTitles, store } = renderRemote(<ContactPage />, { path: '/contact' });
    fillIn();
    send();
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(toastTitles()).toEqual(['Message Sent']));
    expect(sent[0]!.body).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '(773) 555-0101',
      vehicleType: 'Box truck',
      message: 'Full wrap for two box trucks.',
      website: '',
      formToken: expect.stringMatching(/^token-\d+$/),
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (store.getState() as { toasts: { items: { description: string; variant: string }[] } }).toasts.items[0],
    ).toMatchObject({
      description: "Thank you for your message. We'll get back to you soon!",
      variant: 'success',
    });
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("keeps the form and shows the error toast when the service fails, logging the service's reason", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = stubService([
      () => Response.json({ error: 'Mail store unavailable' }, { status: 500 }),
      () => new Response('oops', { status: 502 }),
    ]);
    const { store } = renderRemote(<ContactPage />, { path: '/contact' });
    fillIn();
    send();
    await waitFor(() => expect(errorLog).toHaveBeenCalledWith('Quote request failed:', 'Mail store unavailable'));
    expect((store.getState() as { toasts: { items: unknown[] } }).toasts.items).toEqual([
      expect.objectContaining({
        title: 'Error',
        description: 'There was a problem sending your message. Please try again.',
        variant: 'destructive',
      }),
    ]);
    expect(field('Name').value).toBe('Dana Ortiz');
    expect(field('Message').value).toBe('Full wrap for two box trucks.');

    send();
    await waitFor(() => expect(errorLog).toHaveBeenCalledWith('Quote request failed:', 'Failed to send message'));
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
    fireEvent.change(field('Message'), { target: { value: 'Full wrap for three box trucks.' } });
    send();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.headers['Idempotency-Key']).not.toBe(sent[0]!.headers['Idempotency-Key']);
    errorLog.mockRestore();
  });

  it('waits out the minimum fill time the service asked for before sending', async () => {
    vi.useFakeTimers();
    const sent = stubService([], 3_000);
    renderRemote(<ContactPage />, { path: '/contact' });
    await act(() => vi.advanceTimersByTimeAsync(10));
    fillIn();
    send();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(sent).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(sent).toHaveLength(1);
  });

  it('fetches a fresh form token before sending when it has held its token longer than the service takes it', async () => {
    vi.useFakeTimers();
    const sent = stubService([], 0, 7_200_000);
    const opened = Date.now();
    renderRemote(<ContactPage />, { path: '/contact' });
    await act(() => vi.advanceTimersByTimeAsync(10));
    await act(() => vi.advanceTimersByTimeAsync(7_200_000));
    fillIn();
    send();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(sent).toHaveLength(1);
    expect(Number(String(sent[0]!.body.formToken).slice('token-'.length))).toBeGreaterThanOrEqual(opened + 7_200_000);
  });
});
