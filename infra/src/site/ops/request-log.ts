import type { Answered } from '../gateway/operations';

/** One JSON object a line: what log pipelines read without a parser of their own. */
export const jsonLine = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });

/** Every answered request as one JSON line, its request id the one the quote service was handed. */
export const requestLog =
  (write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) =>
  ({ seconds, ...entry }: Answered) =>
    write(
      jsonLine(entry.status >= 500 ? 'error' : 'info', 'request', { ...entry, ms: Math.round(seconds * 10_000) / 10 }),
    );
