import { createServer, type Server } from 'node:http';

import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { LeadTally } from '../../quote/store/lead';
import type { ReleaseStats } from '../../release/release-stats';
import type { Answered } from '../gateway/operations';

export interface MetricSources {
  /** The lead store's tally (read when scraped, so every instance sharing a database reports the same leads). */
  leads?: () => Promise<LeadTally>;
  /** Views and errors per app and release, as this gateway counted them. */
  releases?: () => ReleaseStats;
  clock?: () => number;
}

/**
 * The site's metrics in Prometheus' format: requests by kind, status and latency as they are
 * answered; leads, the outbox and each live release's views and errors as they stand when scraped.
 */
export function createSiteMetrics({ leads, releases, clock = Date.now }: MetricSources) {
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
  return {
    registry,
    answered({ kind, status, seconds }: Answered) {
      requests.inc({ kind, status: String(status) });
      latency.observe({ kind }, seconds);
    },
  };
}

/** The metrics on an internal port: only `GET /metrics`, for the scraper, never on the site's origin. */
export function metricsServer(registry: Registry): Server {
  return createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
}
