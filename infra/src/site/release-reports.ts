import type { RateLimit } from '../http/rate-limiter';
import { reportAnswer, reportIntake } from '../http/report-intake';
import type { WebHandler } from '../http/web-adapter';
import { apps } from '../release/apps';
import type { ReleaseWatch, Source } from '../release/release-watch';

export const RELEASE_REPORT_PATH = '/api/releaseReport';

/** What a beacon sends (plain text, no preflight) or a fetch (JSON). */
export const JSON_OR_TEXT = /^(application\/json|text\/plain)\s*(;|$)/i;

/** What a browser may report: an uncaught error, a remote that failed to load, a file refused for its hash. */
export const reportKinds = ['error', 'load', 'integrity'] as const;

export interface ReleaseReportOptions {
  watch: Pick<ReleaseWatch, 'error'>;
  /** Who sent a report about an app: the visitor the gateway signed for that app (from the request's cookie) and their network. */
  sourceOf?: (request: Request, app: string, clientIp: string) => Source;
  /** A report past this is refused unread (413): a report is a few names, never a page's content. */
  maxBytes?: number;
  /** Reports accepted per client (IPv6 by /64) within the window. */
  rateLimit?: RateLimit;
  clock?: () => number;
}

interface Report {
  kind: (typeof reportKinds)[number];
  app: string;
  release: string;
}

/** Only names and a number are kept: no message, address, URL or anything else a visitor could be known by. */
function parseReport(value: unknown): Report | undefined {
  const report = value as Partial<Report> | null;
  if (typeof report !== 'object' || report === null) return undefined;
  const { kind, app, release } = report;
  if (!reportKinds.includes(kind as Report['kind']) || !apps.includes(app as never)) return undefined;
  if (typeof release !== 'string' || !/^[\w.+-]{1,80}$/.test(release)) return undefined;
  // A `sample` the browser may send is not read: what a report weighs is the server's to say (one visitor, once).
  return { kind: kind as Report['kind'], app: app as string, release };
}

/**
 * `POST /api/releaseReport`: a browser's report of what a remote's release did to it, counted
 * against that release when it is live here (deployed or canary), and evidence on a canary only
 * from the visitor the gateway signed for and served that release. Answers 204 either way, so the
 * answer tells a caller nothing about what is deployed or what was counted.
 */
export function createReleaseReportHandler({
  watch,
  sourceOf = (_request, _app, clientIp) => ({ network: clientIp }),
  maxBytes = 1024,
  rateLimit,
  clock = Date.now,
}: ReleaseReportOptions): WebHandler {
  const intake = reportIntake({
    noun: 'report',
    types: JSON_OR_TEXT,
    typeRefusal: 'Send a report as JSON.',
    maxBytes,
    rateLimit: rateLimit ?? { limit: 30, windowMs: 60_000 },
    clock,
  });

  return async (request, { clientIp }) => {
    const taken = await intake(request, clientIp);
    if ('refused' in taken) return taken.refused;
    const report = parseReport(taken.json);
    if (!report) return reportAnswer(400, 'A report names its kind (error, load or integrity), app and release.');
    watch.error(report.app, report.release, sourceOf(request, report.app, clientIp));
    return reportAnswer(204);
  };
}
