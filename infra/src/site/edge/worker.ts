import type { DurableObjectNamespace, ExecutionContext } from '@cloudflare/workers-types/latest/index.ts';

import { createGatewayApp } from '../gateway/app';
import type { CanaryCounts } from '../gateway/storage';
import { CanaryCounter } from './canary-counter';
import { edgeStorage, type EdgeBindings } from './edge-storage';
import { originApi } from './origin-api';

export { CanaryCounter };

/** What the edge is given (`wrangler.toml`, or `npm run edge` locally). */
export interface EdgeEnv extends EdgeBindings {
  COUNTS: DurableObjectNamespace;
  /** The site's origin as visitors see it (e.g. https://www.wraplabchicago.com). */
  SITE_ORIGIN: string;
  /** The Node origin behind the edge: the quote service and the report endpoint. */
  ORIGIN: string;
  /** The key visitors' bucket cookies are signed with: the environment's, so edge and origin agree. */
  VISITOR_KEY: string;
}

/** Views go to the one counter of the site. */
function countsAt(env: EdgeEnv): CanaryCounts {
  const counter = env.COUNTS.get(env.COUNTS.idFromName('site'));
  return {
    view: (releases) => counter.fetch('https://counts/view', { method: 'POST', body: JSON.stringify(releases) }),
    error: () => false,
  };
}

/** One application per isolate: its bindings do not change between requests. */
const apps = new WeakMap<EdgeEnv, ReturnType<typeof createGatewayApp>>();

function appFor(env: EdgeEnv) {
  const origin = originApi(env.ORIGIN, { overHttps: env.SITE_ORIGIN.startsWith('https:') });
  if (!apps.has(env))
    apps.set(
      env,
      createGatewayApp({
        origin: env.SITE_ORIGIN,
        storage: edgeStorage(env),
        peerOf: (c) => ({
          address: c.req.header('cf-connecting-ip') ?? undefined,
          encrypted: new URL(c.req.url).protocol === 'https:',
        }),
        api: origin.named,
        otherApi: origin.forward,
        apiIsAnotherGateway: true,
        counts: countsAt(env),
        visitorKey: env.VISITOR_KEY,
      }),
    );
  return apps.get(env)!;
}

/** The site at the edge: the gateway's one application, over R2 and KV, with the API at the Node origin. */
export default {
  fetch: (request: Request, env: EdgeEnv, ctx: ExecutionContext) => appFor(env).fetch(request, env, ctx as never),
};
