import { FIELD_REPORT_PATH, fieldReportLimits, ratingOf } from 'shared-contracts/field/field-report';

import type { FieldRow, FieldStore } from '../field/field-store';
import { parseFieldReport } from '../field/parse-field-report';
import type { RateLimit } from '../http/rate-limiter';
import { reportAnswer, reportIntake } from '../http/report-intake';
import type { WebHandler } from '../http/web-adapter';
import type { App } from '../release/release-store';
import type { ReleaseWatch, Source } from '../release/release-watch';
import { speedMetrics, type SpeedMetric } from '../release/speed-verdict';
import { JSON_OR_TEXT } from './release-reports';

export { FIELD_REPORT_PATH };

export interface FieldReportOptions {
  watch: Pick<ReleaseWatch, 'served' | 'wasServed' | 'speed'>;
  store: FieldStore;
  /** Who sent a report about an app: the visitor the gateway signed for that app (from the request's cookie) and their network. */
  sourceOf?: (request: Request, app: string, clientIp: string) => Source;
  maxBytes?: number;
  /** Reports accepted per client (IPv6 by /64) within the window. */
  rateLimit?: RateLimit;
  clock?: () => number;
}

/**
 * `POST /api/fieldReport`: a page's field figures. Each is kept for the release of its part the
 * page names when the gateway serves it this visitor now, or when it is live no more but its pages
 * were served (a page left just after its canary was rolled back); never for a live release this
 * visitor is not served, nor one never served. It is evidence
 * on a canary only from the signed visitor served it now, their worst figure once. The defences of error reports: POST of JSON, a few kilobytes, a rate per client, every
 * name from the site's lists. Answers 204 either way.
 */
export function createFieldReportHandler({
  watch,
  store,
  sourceOf = (_request, _app, clientIp) => ({ network: clientIp }),
  maxBytes = fieldReportLimits.bytes,
  rateLimit,
  clock = Date.now,
}: FieldReportOptions): WebHandler {
  const intake = reportIntake({
    noun: 'field report',
    types: JSON_OR_TEXT,
    typeRefusal: 'Send a field report as JSON.',
    maxBytes,
    rateLimit: rateLimit ?? { limit: 60, windowMs: 60_000 },
    clock,
  });

  return async (request, { clientIp }) => {
    const taken = await intake(request, clientIp);
    if ('refused' in taken) return taken.refused;
    const report = parseFieldReport(taken.json);
    if (!report)
      return reportAnswer(400, 'A field report names the releases served and up to 24 figures, each from the lists.');

    const at = clock();
    const rows: FieldRow[] = [];
    const byPart = new Map<string, { release: string; source: Source }>();
    for (const sample of report.samples) {
      const source = sourceOf(request, sample.part, clientIp);
      const served = watch.served(sample.part as App, source);
      const release = sample.part === 'shell' ? served : report.releases[sample.part];
      if (!release || (release !== served && !watch.wasServed(sample.part, release))) continue;
      rows.push({ at, release, rating: ratingOf(sample.metric, sample.value), ...sample });
      if (release === served) byPart.set(sample.part, { release, source });
    }
    // Kept before they are evidence: a canary rolled back on this report has its figures on the team page.
    await store.add(rows);
    // A report's figures on a part are evidence together, so a canary is judged on all of them at once.
    for (const [part, { release, source }] of byPart) {
      const figures = rows.flatMap((row) =>
        row.part === part && speedMetrics.includes(row.metric as SpeedMetric)
          ? [{ metric: row.metric as SpeedMetric, value: row.value }]
          : [],
      );
      if (figures.length) watch.speed(part, release, figures, source);
    }
    return reportAnswer(204);
  };
}
