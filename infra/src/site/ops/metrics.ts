import { createServer, type Server } from 'node:http';

import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { FieldStore } from '../../field/field-store';
import { summarize } from '../../field/field-summary';
import type { LeadTally } from '../../quote/store/lead';
import type { ReleaseStats } from '../../release/release-stats';
import type { Answered } from '../gateway/operations';
import { fieldPage } from './field-page';

export interface MetricSources {
  /** The lead store's tally (read when scraped, so every instance sharing a database reports the same leads). */
  leads?: () => Promise<LeadTally>;
  /** Views and errors per app and release, as this gateway counted them. */
  releases?: () => ReleaseStats;
  /** The pages' field figures (p75 over the last day per part, release and metric). */
  field?: Pick<FieldStore, 'rowsSince'>;
  clock?: () => number;
}

/**
 * The site's metrics in Prometheus' format: requests by kind, status and latency as they are
 * answered; leads, the outbox and each live release's views and errors as they stand when scraped.
 */
export function createSiteMetrics({ leads, releases, field, clock = Date.now }: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'site_requests_total',
    help: 'Requests answered, by kind (page, manifest, file, media, download, preview, api, health) and status.',
    labelNames: ['kind', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'site_request_duration_seconds',
    help: 'Time from a request to its answer, by kind.',
    labelNames: ['kind'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  new Gauge({
    name: 'site_leads',
    help: 'Leads in the lead store: accepted (pending + delivered + parked), delivered (sent), parked (failed for good), pending, spam.',
    labelNames: ['state'],
    registers,
    async collect() {
      if (!leads) return;
      const { byStatus } = await leads();
      this.set({ state: 'accepted' }, byStatus.pending + byStatus.sent + byStatus.failed);
      this.set({ state: 'delivered' }, byStatus.sent);
      this.set({ state: 'parked' }, byStatus.failed);
      this.set({ state: 'pending' }, byStatus.pending);
      this.set({ state: 'spam' }, byStatus.spam);
    },
  });
  new Gauge({
    name: 'site_outbox_oldest_age_seconds',
    help: 'How long the oldest lead waiting for delivery has waited; 0 when none waits.',
    registers,
    async collect() {
      const oldest = leads && (await leads()).oldestPendingAt;
      this.set(oldest === undefined ? 0 : Math.max(0, (clock() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'site_outbox_depth',
    help: 'Leads waiting for delivery.',
    registers,
    async collect() {
      if (leads) this.set((await leads()).byStatus.pending);
    },
  });
  for (const [name, field] of [
    ['site_release_views', 'views'],
    ['site_release_errors', 'errors'],
  ] as const)
    new Gauge({
      name,
      help: `Page ${field === 'views' ? 'views served from' : 'errors browsers reported in'} each release, by app and release (a canary beside the deployed one).`,
      labelNames: ['app', 'release'],
      registers,
      collect() {
        this.reset();
        for (const [app, byRelease] of Object.entries(releases?.() ?? {}))
          for (const [release, counts] of Object.entries(byRelease)) this.set({ app, release }, counts[field]);
      },
    });
  new Gauge({
    name: 'site_field_p75',
    help: "Visitors' p75 over the last day by part of the site, release and metric (ms; CLS as a score).",
    labelNames: ['part', 'release', 'metric'],
    registers,
    async collect() {
      this.reset();
      if (!field) return;
      for (const figure of summarize(await field.rowsSince(clock() - 24 * 60 * 60 * 1000)))
        this.set({ part: figure.part, release: figure.release, metric: figure.metric }, figure.p75);
    },
  });
  return {
    registry,
    answered({ kind, status, seconds }: Answered) {
      requests.inc({ kind, status: String(status) });
      latency.observe({ kind }, seconds);
    },
  };
}

const teamPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The internal port, never the site's origin: `GET /metrics` for the scraper, and `GET /field` (the
 * team page of field Web Vitals; `?days=1-30`, 7 by default) for the teams.
 */
export function metricsServer(
  registry: Registry,
  { field, clock = Date.now }: { field?: Pick<FieldStore, 'rowsSince'>; clock?: () => number } = {},
): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://internal');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (url.pathname === '/field' && field) {
      const days = /^([1-9]|[12]\d|30)$/.test(url.searchParams.get('days') ?? '')
        ? Number(url.searchParams.get('days'))
        : 7;
      const now = clock();
      field.rowsSince(now - days * 24 * 60 * 60 * 1000).then(
        (rows) => res.writeHead(200, teamPageHeaders).end(fieldPage(rows, { days, now })),
        (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    if (url.pathname !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
}
