/**
 * First-load weight of each route group, measured in Chromium from the network log of the
 * production build, and where each shared library came from. A page loads its start script and
 * waits for the visitor to act before the site's scripts start (pages drawn from stored state start
 * at once), so each page is measured twice: the first load, judged against its JavaScript budget
 * (gzip), and then what the visitor's first act brings in. Also says whether the chat's code stayed
 * out. Fails when a shared library is fetched twice; with `--strict`, also when a budget is broken.
 * The field-measuring script (`/start/idle.*.js`, inserted after the first view at idle) is counted
 * apart, and said on every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import { repoRoot } from 'infra/base/repo-root';
import { portPlan } from 'infra/site/environment';
import { startSite } from 'infra/site/site';

import { packageOf, sharedSingletons } from 'shared-contracts/federation/shared-deps';

import { chromiumArgs, chromiumPath } from '../support/chromium';
import { seedStorage } from '../support/shop';
import { jsBudgetKb } from './perf/budgets';
import { mainRoutes } from './perf/routes';

const routeGroups: Record<string, string> = {
  home: '/',
  'service detail': '/services/vehicle-wraps',
  contact: '/contact',
  locations: '/locations',
  'town page': '/locations/evanston',
  region: '/regions/illinois',
  shop: '/shopping',
  checkout: '/checkout',
  member: '/login',
  'wrap insurance': '/wrap-insurance',
  blog: '/blog',
  'not found': '/no-such-page',
};

/** First-load JavaScript, gzip: the home page carries the most, every other page less. */
const budgetKb = jsBudgetKb;
const strict = process.argv.includes('--strict');
/** `--files <group>` lists each file that group's first load fetched, largest first. */
const listed = process.argv.includes('--files') ? process.argv[process.argv.indexOf('--files') + 1] : undefined;

type Phase = 'first load' | 'started';

interface Fetched {
  phase: Phase;
  url: string;
  origin: string;
  file: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  /** Fetched ahead by a `<link rel=prefetch>` (`Sec-Purpose: prefetch`): its bytes arrive, nothing of it runs. */
  prefetch: boolean;
  /** The field-measuring script, fetched after the first view at idle. */
  measuring: boolean;
}

const sharedPackages = [...new Set(sharedSingletons.map(packageOf))].filter((p) => p !== 'shared-contracts');
/** Which shared library each built file holds, read from every app's federation manifest. */
function libraryFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const app of ['shell', 'mfe-marketing', 'mfe-locations', 'mfe-shop', 'mfe-member', 'mfe-chat']) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    for (const shared of manifest.shared) {
      const pkg = packageOf(shared.name);
      if (sharedPackages.includes(pkg)) for (const file of shared.assets.js.sync) files.set(file, pkg);
    }
  }
  return files;
}
const moduleKey = (file: string) => file.replace(/\.[0-9a-f]{10}\.(js|css)$/, '');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const libraryOf = libraryFiles();
  const plan = portPlan(8280, 3200);
  const site = await startSite(plan);
  const chatOrigin = `http://localhost:${plan.remotePorts.chat}`;
  const broken: string[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const duplicates: string[] = [];
  try {
    for (const [group, path] of Object.entries(routeGroups)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A checkout visitor arrives with a cart: the page is measured as they see it.
      const storage = mainRoutes.find((route) => route.path === path)?.storage;
      if (storage) await seedStorage(page, storage);
      const pending: Promise<Fetched | undefined>[] = [];
      let phase: Phase = 'first load';
      page.on('response', (response) => {
        const during = phase;
        const prefetch = (response.request().headers()['sec-purpose'] ?? '').includes('prefetch');
        // A response still open when the page is measured (none should be) counts as nothing, not forever.
        const body = Promise.race([
          response.body(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('open')), 5000)),
        ]);
        pending.push(
          body.then(
            (body) => {
              const url = new URL(response.url());
              const file = url.pathname.split('/').pop() ?? '';
              const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other';
              return {
                phase: during,
                url: url.href,
                origin: url.origin,
                file,
                kind,
                raw: body.length,
                gzip: gzipSync(body).length,
                prefetch,
                measuring: url.pathname.startsWith('/start/idle.'),
              } as Fetched;
            },
            () => undefined,
          ),
        );
      });
      // Measured at fixed moments, not at 'networkidle': on the contact page one response stayed open.
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const startedAlone = (await page.locator('html[data-hydrated]').count()) > 0;
      phase = 'started';
      await page.mouse.move(20, 300);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(1500);
      // A file prefetched and then run is one download: the browser answers the second request from its cache.
      const seen = new Set<string>();
      const fetched = (await Promise.all(pending))
        .filter((f): f is Fetched => Boolean(f))
        .sort((a, b) => Number(a.prefetch) - Number(b.prefetch))
        .filter((f) => !seen.has(f.url) && seen.add(f.url));
      await context.close();

      // What the page runs: a file only prefetched (never asked for by the page's code) is counted apart.
      const sum = (kind: Fetched['kind'], field: 'raw' | 'gzip', phases: Phase[]) =>
        fetched
          .filter((f) => f.kind === kind && phases.includes(f.phase) && !f.prefetch && !f.measuring)
          .reduce((n, f) => n + f[field], 0);
      const prefetchedOnly = fetched.filter((f) => f.kind === 'js' && f.prefetch).reduce((n, f) => n + f.gzip, 0);
      const firstLoad = fetched.filter((f) => f.phase === 'first load');
      console.info(
        `\n${group} (${path}): ${firstLoad.length} requests in the first load, ${fetched.length - firstLoad.length} more once the visitor acts`,
      );
      console.info(
        `  the site's scripts ${startedAlone ? 'started with the page (drawn from stored state, or not rendered for its URL)' : 'waited for the visitor'}`,
      );
      const budget = budgetKb(path);
      const jsFirst = sum('js', 'gzip', ['first load']);
      const withinBudget = jsFirst <= budget * 1024;
      if (!withinBudget) broken.push(`${group}: ${kb(jsFirst)} of JavaScript in the first load, budget ${budget} kB`);
      console.info(
        `  JS first load       ${kb(sum('js', 'raw', ['first load'])).padStart(10)} raw  ${kb(jsFirst).padStart(10)} gzip  ${withinBudget ? '·' : '✗'} budget ${budget} kB`,
      );
      const jsAll = sum('js', 'gzip', ['first load', 'started']);
      console.info(
        `  JS once started     ${kb(sum('js', 'raw', ['first load', 'started'])).padStart(10)} raw  ${kb(jsAll).padStart(10)} gzip  (${jsAll <= budget * 1024 ? 'within' : 'over'} ${budget} kB)`,
      );
      if (group === listed)
        for (const f of [...firstLoad].filter((f) => f.kind === 'js').sort((a, b) => b.gzip - a.gzip))
          console.info(`    ${kb(f.gzip).padStart(9)} gzip  ${f.url}${f.prefetch ? ' (prefetched)' : ''}`);
      if (prefetchedOnly) console.info(`  JS prefetched at idle, not run: ${kb(prefetchedOnly)} gzip`);
      const measuring = fetched.filter((f) => f.measuring).reduce((n, f) => n + f.gzip, 0);
      console.info(
        `  JS at idle, after the first view (reading effects, field data): ${measuring ? `${kb(measuring)} gzip` : 'not loaded'}`,
      );
      const chatFiles = fetched.filter((f) => f.origin === chatOrigin && !f.prefetch);
      const chatPrefetched = fetched.filter((f) => f.origin === chatOrigin && f.prefetch).length;
      console.info(
        `  ${chatFiles.length ? '✗' : '·'} chat: ${chatFiles.length ? `${chatFiles.length} files loaded before it was asked for` : `not loaded before it is asked for${chatPrefetched ? ` (${chatPrefetched} files of its start prefetched at idle, not run)` : ''}`}`,
      );
      if (chatFiles.length) broken.push(`${group}: the chat's code loads before the visitor asks for it`);

      const byPackage = new Map<string, Fetched[]>();
      for (const f of fetched.filter((f) => f.kind === 'js')) {
        const pkg = libraryOf.get(f.file);
        if (pkg) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), f]);
      }
      for (const pkg of sharedPackages) {
        const files = byPackage.get(pkg) ?? [];
        const origins = [...new Set(files.map((f) => f.origin))];
        const keys = files.map((f) => moduleKey(f.file));
        const twice = origins.length > 1 || new Set(keys).size !== keys.length;
        console.info(
          `  ${twice ? '✗' : '·'} ${pkg.padEnd(18)} ${files.length ? `${kb(files.reduce((n, f) => n + f.gzip, 0))} gzip from ${origins.join(', ')}` : 'not needed on this page'}`,
        );
        if (twice) duplicates.push(`${group}: ${pkg} fetched from ${files.map((f) => f.url).join(' and ')}`);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  if (duplicates.length) {
    console.error(`\n✗ shared libraries fetched more than once:\n${duplicates.join('\n')}`);
    process.exit(1);
  }
  console.info('\n✓ every shared library was fetched once per page view');
  console.info(
    broken.length
      ? `\n✗ ${broken.length} budgets broken:\n  ${broken.join('\n  ')}`
      : '\n✓ every page is within its JavaScript budget, without the chat',
  );
  if (strict && broken.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
