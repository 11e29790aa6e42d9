/**
 * First-load weight of each route group, measured in Chromium from the network log of the
 * production build, and where each shared library came from. Prints each page's JavaScript budget
 * (gzip) and whether the chat's code stayed out of the first load. Fails when a shared library is
 * fetched twice; with `--strict`, also when a budget is broken.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { packageOf, sharedSingletons } from 'shared-contracts/federation/shared-deps';
import { portPlan } from 'infra/server/environment';
import { startSite } from 'infra/server/site';
import { chromiumArgs, chromiumPath } from '../support/chromium';

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
const budgetKb = (path: string) => (path === '/' ? 200 : 180);
const strict = process.argv.includes('--strict');

interface Fetched {
  url: string;
  origin: string;
  file: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
}

const sharedPackages = [...new Set(sharedSingletons.map(packageOf))].filter((p) => p !== 'shared-contracts');
/** Chunk names carry the module path: `vendors-node_modules_react-dom_client_js.<hash>.js`. */
const chunkPackage = (file: string) =>
  sharedPackages.find((pkg) => new RegExp(`node_modules_${pkg.replace('@', '').replace('/', '_')}_`).test(file));
const moduleKey = (file: string) => file.replace(/\.[0-9a-f]{10}\.(js|css)$/, '');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
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
      const pending: Promise<Fetched | undefined>[] = [];
      page.on('response', (response) => {
        // A response still open when the page is measured (none should be) counts as nothing, not forever.
        const body = Promise.race([response.body(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('open')), 5000))]);
        pending.push(
          body.then(
            (body) => {
              const url = new URL(response.url());
              const file = url.pathname.split('/').pop() ?? '';
              const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other';
              return { url: url.href, origin: url.origin, file, kind, raw: body.length, gzip: gzipSync(body).length } as Fetched;
            },
            () => undefined,
          ),
        );
      });
      // Measured once the page has hydrated, not at 'networkidle': on the contact page one response stayed open.
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(1500);
      const fetched = (await Promise.all(pending)).filter((f): f is Fetched => Boolean(f));
      await context.close();

      const sum = (kind: Fetched['kind'], field: 'raw' | 'gzip') => fetched.filter((f) => f.kind === kind).reduce((n, f) => n + f[field], 0);
      console.info(`\n${group} (${path}): ${fetched.length} requests`);
      const jsGzip = sum('js', 'gzip');
      const budget = budgetKb(path);
      const withinBudget = jsGzip <= budget * 1024;
      if (!withinBudget) broken.push(`${group}: ${kb(jsGzip)} of JavaScript, budget ${budget} kB`);
      console.info(`  JS   ${kb(sum('js', 'raw')).padStart(10)} raw  ${kb(jsGzip).padStart(10)} gzip  ${withinBudget ? '·' : '✗'} budget ${budget} kB`);
      const chatFiles = fetched.filter((f) => f.origin === chatOrigin);
      console.info(`  ${chatFiles.length ? '✗' : '·'} chat: ${chatFiles.length ? `${chatFiles.length} files in the first load` : 'not in the first load'}`);
      if (chatFiles.length) broken.push(`${group}: the chat's code is in the first load`);
      console.info(`  CSS  ${kb(sum('css', 'raw')).padStart(10)} raw  ${kb(sum('css', 'gzip')).padStart(10)} gzip  (styled-components injects styles at run time)`);

      const byPackage = new Map<string, Fetched[]>();
      for (const f of fetched.filter((f) => f.kind === 'js')) {
        const pkg = chunkPackage(f.file);
        if (pkg) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), f]);
      }
      for (const pkg of sharedPackages) {
        const files = byPackage.get(pkg) ?? [];
        const origins = [...new Set(files.map((f) => f.origin))];
        const keys = files.map((f) => moduleKey(f.file));
        const twice = origins.length > 1 || new Set(keys).size !== keys.length;
        console.info(`  ${twice ? '✗' : '·'} ${pkg.padEnd(18)} ${files.length ? `${kb(files.reduce((n, f) => n + f.gzip, 0))} gzip from ${origins.join(', ')}` : 'not needed on this page'}`);
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
  console.info(broken.length ? `\n✗ ${broken.length} budgets broken:\n  ${broken.join('\n  ')}` : '\n✓ every page is within its JavaScript budget, without the chat');
  if (strict && broken.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
