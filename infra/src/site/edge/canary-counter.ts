import type { DurableObjectState } from '@cloudflare/workers-types/latest/index.ts';

import type { ReleaseStats } from '../../release/release-stats';

/**
 * The canary's counts at the edge: one Durable Object for the whole site, so every location adds
 * to the same numbers. `POST /view` with the releases a page was served from; `GET /counts` answers
 * views and errors per app and release, as `release-stats.json` holds them on the Node host.
 */
export class CanaryCounter {
  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const stats = (await this.state.storage.get<ReleaseStats>('stats')) ?? {};
    if (request.method === 'POST' && pathname === '/view') {
      const releases = (await request.json()) as Record<string, string>;
      for (const [app, id] of Object.entries(releases)) ((stats[app] ??= {})[id] ??= { views: 0, errors: 0 }).views++;
      await this.state.storage.put('stats', stats);
      return new Response(null, { status: 204 });
    }
    if (request.method === 'GET' && pathname === '/counts') return Response.json(stats);
    return new Response('Not found', { status: 404 });
  }
}
