import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FieldStore } from '../../field/field-store';
import { writeDeployments, writeEnvironment, type CanaryPolicy } from '../../release/deployments';
import { apps, type App } from '../../release/release-store';
import { createReleaseWatch } from '../../release/release-watch';
import { environmentOfItsOwn } from '../../release/testing/environment-of-its-own';
import { addRelease } from '../../release/testing/stored-release';
import { currentRender } from '../../render/site-renders';
import { createGateway } from '../gateway';
import { signedBucket } from '../release-buckets';
import { NEW, OLD, writeShopCanaryRenders } from './shop-canary-renders';

export const KEY = 'the environment key';

/** An environment whose shop runs OLD for everyone but NEW for half its visitors: both sets rendered, as a canary deploy leaves them. */
export function environmentWithCanary(
  auto?: CanaryPolicy,
  watchOptions: { maxVisitors?: number } = {},
  fieldStore?: FieldStore,
) {
  const siteDir = environmentOfItsOwn();
  const store = mkdtempSync(path.join(tmpdir(), 'store-'));
  for (const app of apps) addRelease(store, app, '1.0.0-same');
  addRelease(store, 'shop', OLD);
  addRelease(store, 'shop', NEW);
  writeEnvironment(siteDir, { siteOrigin: 'https://www.wraplabchicago.test', releaseOrigins: {} as never });
  const all = (id: string) => Object.fromEntries(apps.map((app) => [app, id])) as Record<App, string>;
  writeDeployments(siteDir, {
    deployed: { ...all('1.0.0-same'), shop: OLD },
    history: Object.fromEntries(apps.map((app) => [app, [app === 'shop' ? OLD : '1.0.0-same']])) as Record<
      App,
      string[]
    >,
    canary: { app: 'shop', id: NEW, percent: 50, startedAt: new Date().toISOString(), ...(auto ? { auto } : {}) },
  });
  writeShopCanaryRenders(siteDir, {
    shellDir: path.join(store, 'shell', '1.0.0-same'),
    shopPage: (shop) => `<h1>Shop on ${shop}</h1>`,
    notFoundPage: 'Not found',
  });
  const log: string[] = [];
  const watch = createReleaseWatch({ context: { store, siteDir, log: (line) => log.push(line) }, ...watchOptions });
  // Behind a proxy the site trusts, so each test visitor can come from a network of its own.
  const gateway = createGateway({
    origin: 'http://localhost:8080',
    currentRender: currentRender(siteDir),
    releaseWatch: watch,
    ...(fieldStore ? { fieldStore } : {}),
    visitorKey: KEY,
    trustedProxies: ['127.0.0.1'],
  });
  return { siteDir, watch, gateway, log };
}

export const bucket = (n: number, network = '198.51.100.1') => ({
  Cookie: `release-bucket-shop=${signedBucket(KEY, 'shop', n)}`,
  'X-Forwarded-For': network,
});
