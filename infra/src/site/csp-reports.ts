import type { RateLimit } from '../http/rate-limiter';
import { reportAnswer, reportIntake } from '../http/report-intake';
import type { WebHandler } from '../http/web-adapter';

export interface CspReportOptions {
  /** A report body past this is refused unread (413). */
  maxBytes?: number;
  /** Reports accepted per client (IPv6 by /64) within the window. */
  rateLimit?: RateLimit;
  clock?: () => number;
  log?: (line: string) => void;
}

interface Violation {
  document?: unknown;
  directive?: unknown;
  blocked?: unknown;
  disposition?: unknown;
  source?: unknown;
  line?: unknown;
}

/** The two shapes browsers send: `report-uri` posts one `{ "csp-report": {...} }`, `report-to` posts a list of reports. */
function violationsIn(payload: unknown): Violation[] {
  if (Array.isArray(payload)) {
    return payload
      .filter(
        (report): report is { type: string; body: Record<string, unknown> } =>
          report?.type === 'csp-violation' && typeof report.body === 'object' && report.body !== null,
      )
      .map(({ body }) => ({
        document: body.documentURL,
        directive: body.effectiveDirective,
        blocked: body.blockedURL,
        disposition: body.disposition,
        source: body.sourceFile,
        line: body.lineNumber,
      }));
  }
  const report = (payload as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (typeof report !== 'object' || report === null) return [];
  return [
    {
      document: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: report['blocked-uri'],
      disposition: report.disposition,
      source: report['source-file'],
      line: report['line-number'],
    },
  ];
}

/** A value as one short, printable piece of a log line: a report is written by whoever posts it. */
const printable = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '-'
    : String(value)
        .replace(/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/gu, '?')
        .slice(0, 200);

const logLine = (violation: Violation) =>
  `[csp] ${printable(violation.disposition ?? 'enforce')} ${printable(violation.directive)} blocked ${printable(violation.blocked)} ` +
  `on ${printable(violation.document)} (${printable(violation.source)}:${printable(violation.line)})`;

const REPORT_TYPES = /^application\/(csp-report|reports\+json|json)\s*(;|$)/i;

/** `POST /api/cspReport`: the browser's reports of what the Content-Security-Policy blocked, one log line each. */
export function createCspReportHandler(options: CspReportOptions = {}): WebHandler {
  const { maxBytes = 8 * 1024, clock = Date.now, log = (line: string) => console.warn(line) } = options;
  const intake = reportIntake({
    noun: 'report',
    types: REPORT_TYPES,
    typeRefusal: 'Send a CSP report as application/csp-report or application/reports+json.',
    maxBytes,
    rateLimit: options.rateLimit ?? { limit: 20, windowMs: 60_000 },
    clock,
  });

  return async (request, { clientIp }) => {
    const taken = await intake(request, clientIp);
    if ('refused' in taken) return taken.refused;
    const violations = violationsIn(taken.json);
    if (!violations.length) return reportAnswer(400, 'The body holds no CSP violation report.');
    for (const violation of violations) log(logLine(violation));
    return reportAnswer(204);
  };
}
