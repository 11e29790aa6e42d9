/**
 * Lighthouse over the production build: each main route, and its zero-JS twin (the same server
 * HTML without scripts), measured with Lighthouse's mobile defaults, the median of several runs,
 * held to the performance budgets. A report: exits 0 with budgets broken unless --strict.
 *   npm run perf [-- /contact /blog] [-- --runs N] [-- --strict]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { portPlan } from 'infra/site/environment';
import { startSite } from 'infra/site/site';

import { budgets, kb } from './budgets';
import { parsePerfArgs, type PerfOptions } from './cli-options';
import { runLighthouse, type PageFigures, type PageRun } from './lighthouse-run';
import { median } from './median';
import { budgetLine, budgetLines, noteLines, table, twinLines } from './report-table';
import { routeResult, type RouteResult } from './route-result';
import { makeTwin, startTwinServer, type TwinServer } from './twin-server';

const resultsFile = path.join(__dirname, '..', '..', 'test-results', 'perf.json');

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

async function attempt(url: string, storage?: Record<string, string>): Promise<PageRun | string> {
  try {
    return await runLighthouse(url, storage);
  } catch (error) {
    return message(error);
  }
}

const describeRun = (f: PageFigures) =>
  `score ${f.score} · LCP ${f.lcpMs} ms · TBT ${f.tbtMs} ms · CLS ${f.cls.toFixed(3)} · JS ${kb(f.jsBytes).toFixed(1)} kB · ${f.requests} requests`;

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  let options: PerfOptions;
  try {
    options = parsePerfArgs(process.argv.slice(2));
  } catch (error) {
    console.error(message(error));
    process.exit(2);
  }
  const started = performance.now();
  const site = await startSite(portPlan(8480, 3400));
  let twinServer: TwinServer | undefined;
  const results: RouteResult[] = [];
  const about = { lighthouseVersion: '', userAgent: '' };
  const benchmarkIndexes: number[] = [];
  try {
    const twins = await Promise.all(options.routes.map((route) => makeTwin(site.url, route.path)));
    twinServer = await startTwinServer(site.url, twins);
    console.info(
      `\nLighthouse, mobile, simulated throttling: ${options.runs} run(s) (checkout at least 5) of each page on ${site.url} and of its zero-JS twin on ${twinServer.url}`,
    );
    for (const [index, route] of options.routes.entries()) {
      const twin = twins[index]!;
      const runs: PageFigures[] = [];
      const twinRuns: PageFigures[] = [];
      const endedAt: string[] = [];
      const errors: string[] = [];
      const routeRuns = Math.max(options.runs, route.minRuns ?? 1);
      for (let run = 1; run <= routeRuns; run++) {
        const page = await attempt(`${site.url}${route.path}`, route.storage);
        const twinPage = twin.html === null ? 'no twin' : await attempt(`${twinServer.url}${route.path}`);
        if (typeof page === 'string') errors.push(`run ${run} failed: ${page}`);
        else {
          runs.push(page.figures);
          Object.assign(about, { lighthouseVersion: page.lighthouseVersion, userAgent: page.userAgent });
          benchmarkIndexes.push(page.benchmarkIndex);
          const final = new URL(page.finalUrl);
          if (final.pathname + final.search !== route.path) endedAt.push(final.pathname + final.search);
        }
        if (typeof twinPage !== 'string') twinRuns.push(twinPage.figures);
        else if (twin.html !== null) errors.push(`twin run ${run} failed: ${twinPage}`);
        const twinText =
          typeof twinPage === 'string'
            ? twinPage
            : `twin LCP ${twinPage.figures.lcpMs} ms, TBT ${twinPage.figures.tbtMs} ms`;
        console.info(
          `  ${route.name} (${route.path}) ${run}/${routeRuns}: ${typeof page === 'string' ? `failed: ${page}` : describeRun(page.figures)} · ${twinText}`,
        );
      }
      results.push(routeResult(route, runs, twin, twinRuns, endedAt, errors));
    }
  } finally {
    await twinServer?.close();
    await site.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const benchmarkIndex = benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : null;

  console.info(
    `\nMedian of ${options.runs} run(s) (checkout at least 5), Lighthouse ${about.lighthouseVersion} mobile defaults (simulated throttling), production build; ` +
      `machine benchmark index ${benchmarkIndex ?? 'n/a'} (lower is slower or busier)\n`,
  );
  for (const line of table(results)) console.info(line);
  console.info(`\nBudgets: ${budgetLine()}`);
  for (const line of budgetLines(results)) console.info(line);
  console.info('\nZero-JS twins (the server HTML without scripts, same images, fonts and styles):');
  for (const line of twinLines(results)) console.info(line);
  const notes = noteLines(results);
  if (notes.length) {
    console.info('\nNotes:');
    for (const line of notes) console.info(line);
  }

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    commit: commit(),
    lighthouseVersion: about.lighthouseVersion,
    userAgent: about.userAgent,
    settings: { formFactor: 'mobile', throttling: 'simulated', runs: options.runs },
    machine: { cpus: os.availableParallelism(), loadAverage: os.loadavg(), benchmarkIndex },
    budgets,
    seconds: Math.round(seconds),
    routes: results,
  };
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

  const meeting = results.filter((r) => r.meetsBudgets).length;
  const unmeasured = results.filter((r) => r.median === null).length;
  const took = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  console.info(
    `\n${meeting === results.length ? '✓' : '✗'} ${meeting} of ${results.length} routes meet every budget` +
      `${unmeasured ? `; ${unmeasured} could not be measured` : ''} (${took}; ${path.relative(process.cwd(), resultsFile)})`,
  );
  if (unmeasured || (options.strict && meeting < results.length)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
