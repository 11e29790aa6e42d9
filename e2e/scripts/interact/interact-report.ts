/**
 * The first-tap report: each control tapped as the first act on its page, 2 s after the page
 * loaded, under Lighthouse's mobile conditions (Chromium DevTools throttling: 4x CPU, 562.5 ms
 * round trip, 1.47 Mbit/s down; a 412 px touch screen), and again after a scroll 6 s before the tap.
 * Prints tap -> answer on screen per control, the median of the runs, and "lost" for a tap that
 * never got its answer. Then the next-page section: each move of `moves.ts` (read, scroll, tap a
 * link in the main content) with the site's scripts and with JavaScript off, tap -> the next page's
 * heading on screen, median of the runs, and the ratio between them (<= 1.0: never slower than the
 * server's HTML alone). A report: it exits 0 whatever it measures.
 *   npm run interact [-- --runs 3] [-- --first-act-only] [-- "chat launcher"] [-- --taps-only | --moves-only]
 */
import { chromium, type Browser } from '@playwright/test';
import { portPlan } from 'infra/site/environment';
import { startSite } from 'infra/site/site';
import puppeteer, { type Browser as MoveBrowser } from 'puppeteer-core';

import { chromiumArgs, chromiumPath } from '../../support/chromium';
import { median } from '../perf/median';
import { controls, type Control } from './controls';
import { measureMove, type Scripts } from './measure-move';
import { measureTap, type Scenario } from './measure-tap';
import { startMobileNetwork } from './mobile-network';
import { moves, type Move } from './moves';

function options(argv: string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  const named = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--runs');
  const scenarios: Scenario[] = argv.includes('--first-act-only') ? ['first act'] : ['first act', 'after a scroll'];
  return {
    runs,
    scenarios,
    controls: argv.includes('--moves-only')
      ? []
      : named.length
        ? controls.filter((control) => named.includes(control.name))
        : controls,
    moves: argv.includes('--taps-only') || named.length ? [] : moves,
  };
}

type MoveResult = Awaited<ReturnType<typeof measureMove>>;

function summary(results: MoveResult[]) {
  const answered = results.filter((result) => result !== null);
  const lost = results.length - answered.length;
  return {
    times: results.map((result) => result?.ms ?? null),
    median: lost ? null : median(answered.map((result) => result.ms)),
    how: [...new Set(answered.map((result) => result.how))].join('; '),
  };
}

/**
 * The runs with scripts and with scripts off take turns, so a host that grows busier or calmer
 * during the runs weighs on both columns alike.
 */
async function measureMovesInTurn(browser: MoveBrowser, siteUrl: string, move: Move, runs: number) {
  const results: Record<Scripts, MoveResult[]> = { 'with scripts': [], 'scripts off': [] };
  for (let run = 0; run < runs; run++)
    for (const scripts of ['with scripts', 'scripts off'] as const)
      results[scripts].push(await measureMove(browser, siteUrl, move, scripts));
  return { withScripts: summary(results['with scripts']), scriptsOff: summary(results['scripts off']) };
}

/**
 * The moves run in a browser of their own, driven by Puppeteer through each tab's target: Chromium
 * refuses to prerender for a page a DevTools session holds directly, as Playwright's sessions do.
 */
async function nextPageSection(siteUrl: string, chosen: readonly Move[], runs: number) {
  if (!chosen.length) return;
  console.info(`\nNext pages: read 2 s, scroll the link into view, read 4 s, tap it; median of ${runs}`);
  const network = await startMobileNetwork();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...network.chromiumArgs],
    headless: true,
  });
  try {
    await nextPageRows(browser, siteUrl, chosen, runs);
  } finally {
    await browser.close();
    await network.close();
  }
}

async function nextPageRows(browser: MoveBrowser, siteUrl: string, chosen: readonly Move[], runs: number) {
  const rows: string[] = [];
  for (const move of chosen) {
    const { withScripts, scriptsOff } = await measureMovesInTurn(browser, siteUrl, move, runs);
    const ratio =
      withScripts.median !== null && scriptsOff.median !== null
        ? (withScripts.median / scriptsOff.median).toFixed(2)
        : 'n/a';
    console.info(
      `  ${move.from} -> ${move.to}: ${shown(withScripts.median)} [${withScripts.times.map(shown).join(', ')}] (${withScripts.how}) vs ${shown(scriptsOff.median)} [${scriptsOff.times.map(shown).join(', ')}] ratio ${ratio}`,
    );
    rows.push(
      `| \`${move.from}\` -> \`${move.to}\` (${move.kind}) | ${shown(withScripts.median)} | ${shown(scriptsOff.median)} | ${ratio} |`,
    );
  }
  console.info(
    `\n| from -> to | with the site's scripts | scripts off | ratio |\n|---|---|---|---|\n${rows.join('\n')}`,
  );
}

const shown = (ms: number | null) => (ms === null ? 'lost' : `${Math.round(ms)} ms`);

async function measure(browser: Browser, siteUrl: string, control: Control, scenario: Scenario, runs: number) {
  const times: (number | null)[] = [];
  for (let run = 0; run < runs; run++) times.push(await measureTap(browser, siteUrl, control, scenario));
  const answered = times.filter((time): time is number => time !== null);
  const lost = times.length - answered.length;
  return { times, median: lost ? null : median(answered), lost };
}

/** The first taps run in Playwright's Chromium, with the back/forward cache a phone's Chrome has. */
async function firstTapSection(siteUrl: string, chosen: readonly Control[], scenarios: Scenario[], runs: number) {
  if (!chosen.length) return;
  console.info(
    `\nFirst taps on ${siteUrl}: 4x CPU, 562.5 ms RTT, 1.47 Mbit/s, 412 px touch; median of ${runs}, fresh profile each run`,
  );
  // A phone's Chrome keeps the page a visitor leaves in its back/forward cache; Playwright turns that
  // cache off for tests, and without it the old page is torn down on the tap's way to the next one.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const rows: string[] = [];
  try {
    for (const control of chosen) {
      const cells: string[] = [];
      for (const scenario of scenarios) {
        const result = await measure(browser, siteUrl, control, scenario, runs);
        const verdict =
          result.median !== null && result.median <= control.budgetMs ? 'ok' : `over ${control.budgetMs} ms`;
        console.info(
          `  ${control.name} (${control.path}), ${scenario}: ${shown(result.median)} [${result.times.map(shown).join(', ')}] ${verdict}`,
        );
        cells.push(`${shown(result.median)}${result.lost ? ` (${result.lost} lost)` : ''}`);
      }
      rows.push(`| ${control.name} (${control.path}) | ${cells.join(' | ')} | ${control.budgetMs} ms |`);
    }
  } finally {
    await browser.close();
  }
  console.info(
    `\n| first tap | ${scenarios.join(' | ')} | budget |\n|---|${scenarios.map(() => '---|').join('')}---|\n${rows.join('\n')}`,
  );
}

async function main() {
  const { runs, scenarios, controls: chosen, moves: chosenMoves } = options(process.argv.slice(2));
  const site = await startSite(portPlan(8580, 3500));
  try {
    await firstTapSection(site.url, chosen, scenarios, runs);
    await nextPageSection(site.url, chosenMoves, runs);
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
