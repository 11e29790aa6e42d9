import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';

import { chromiumArgs, chromiumPath } from '../../support/chromium';

/** One Lighthouse run's figures, rounded as the report prints them. */
export interface PageFigures {
  /** Performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of every script the page loaded (gzip on the wire, headers included). */
  jsBytes: number;
  requests: number;
}

export interface PageRun {
  figures: PageFigures;
  /** Where the page ended up (after redirects and client-side navigation). */
  finalUrl: string;
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of how fast the machine ran at the time: lower means slower or busier. */
  benchmarkIndex: number;
}

const numeric = (lhr: Result, id: string) => {
  const audit = lhr.audits[id];
  if (audit?.numericValue === undefined) throw new Error(`no ${id}: ${audit?.errorMessage ?? 'audit missing'}`);
  return audit.numericValue;
};

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

export function pageFigures(lhr: Result): PageFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('no performance score (a metric failed)');
  const details = lhr.audits['resource-summary']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as ResourceSummaryItem[];
  const summary = (type: string) => items.find((item) => item.resourceType === type);
  return {
    score: Math.round(score * 100),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    jsBytes: summary('script')?.transferSize ?? 0,
    requests: summary('total')?.requestCount ?? 0,
  };
}

/** Writes local storage on the page's origin in the Chromium at `port`, as a returning visitor's. */
async function seedStorage(port: number, origin: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)),
      storage,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run with its default settings (mobile, simulated throttling), performance only,
 * in a Chromium of its own with a fresh profile, so no run warms another's cache. With `storage`,
 * the profile's local storage holds it and Lighthouse keeps it (its cache is fresh either way).
 */
export async function runLighthouse(url: string, storage?: Record<string, string>): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    // Loaded as ES modules, untouched: imported statically, tsx would turn Lighthouse into CommonJS
    // with esbuild's keepNames, and the functions it sends into the page would call a missing `__name`.
    const { default: lighthouse } = await import('lighthouse');
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    return {
      figures: pageFigures(lhr),
      finalUrl: lhr.finalDisplayedUrl,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
