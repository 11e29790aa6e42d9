import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

import type { LeadEmail } from './lead-email';

/** A delivery that did not happen: temporary ones are retried, permanent ones parked for a person. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(email: LeadEmail): Promise<void>;
  close(): void;
}

const mailOptions = (email: LeadEmail) => ({
  from: email.from,
  to: email.to,
  replyTo: email.replyTo,
  subject: email.subject,
  text: email.text,
  html: email.html,
  messageId: email.messageId,
  headers: { 'X-Lead-Id': email.leadId },
});

/** 5xx replies are refusals for good; 4xx replies, refused connections and timeouts are worth another try. */
export function classify(error: unknown): DeliveryError {
  const { responseCode, code, message } = (error ?? {}) as { responseCode?: number; code?: string; message?: string };
  const detail = [responseCode, code, message].filter(Boolean).join(' ') || String(error);
  return new DeliveryError(detail, typeof responseCode === 'number' && responseCode >= 500);
}

/** Delivers over SMTP (`SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(email) {
      try {
        await transport.sendMail(mailOptions(email));
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => transport.close(),
  };
}

/** The embedded default with no mail server: each message as an `.eml` file under `dir`. */
export function emlFileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail(mailOptions(email));
      // A visitor's details: readable by the site's own user only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      await writeFile(path.join(dir, `${email.leadId}.eml`), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
