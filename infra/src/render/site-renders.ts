import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';

import { userCacheDir } from '../base/user-cache';
import { writeAtomically } from '../base/write-atomically';
import type { RenderJob, RenderSummary, ServedWithRender } from './render-job';

/**
 * The rendered site on disk: `renders/<id>/` holds one render (pages, 404, sitemap, robots, and the
 * manifest it was made with, in `render.json`); `current.json` names the one being served.
 * Switching is one atomic rename, so pages and manifest always change together.
 */
export const rendersDir = (siteDir: string) => path.join(siteDir, 'renders');
const currentFile = (siteDir: string) => path.join(siteDir, 'current.json');

/** How many earlier renders stay on disk (a rollback can switch back without rendering). */
const KEEP_RENDERS = 3;

const renderId = (manifest: RuntimeManifest) =>
  `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 10)}`;

/** Run the render job in a fresh Node process and wait for it: compiled beside a compiled server, from source otherwise. */
function runJobProcess(jobFile: string): Promise<void> {
  const compiled = __filename.endsWith('.js');
  const script = path.join(__dirname, compiled ? 'render-job.js' : 'render-job.ts');
  const args = compiled ? ['--enable-source-maps', script, jobFile] : ['--import', 'tsx', script, jobFile];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The render job exited with ${code}`))));
  });
}

export interface RenderOptions {
  siteDir: string;
  manifest: RuntimeManifest;
  /** The shell's build folder or base URL. */
  shell: string;
  serve: ServedWithRender;
  /** Render only these paths; every route and data path when absent. */
  only?: string[];
}

/** Render the site for a manifest into a new folder of its own; nothing is served from it until it is published. */
export async function renderPages({
  siteDir,
  manifest,
  shell,
  serve,
  only,
}: RenderOptions): Promise<RenderSummary & { id: string }> {
  const id = renderId(manifest);
  const outDir = path.join(rendersDir(siteDir), id);
  mkdirSync(outDir, { recursive: true });
  const jobFile = path.join(rendersDir(siteDir), `${id}.job.json`);
  const previewCacheDir = userCacheDir('link-previews');
  writeFileSync(
    jobFile,
    JSON.stringify({ manifest, shell, outDir, serve, previewCacheDir, ...(only ? { only } : {}) } satisfies RenderJob),
  );
  try {
    await runJobProcess(jobFile);
  } finally {
    rmSync(jobFile, { force: true });
  }
  const summary = JSON.parse(readFileSync(path.join(outDir, 'render.json'), 'utf8')) as RenderSummary;
  return { ...summary, id };
}

/** What `current.json` names: the render everyone gets, and while a canary runs, the render its share of visitors gets. */
export interface LiveRenders {
  render: string;
  canary?: { app: string; percent: number; render: string };
}

/** Make finished renders the ones served: pages, manifest and what goes with them switch at one rename. */
export function publishRender(siteDir: string, live: LiveRenders | string) {
  const renders = typeof live === 'string' ? { render: live } : live;
  const ids = [renders.render, ...(renders.canary ? [renders.canary.render] : [])];
  for (const id of ids)
    if (!existsSync(path.join(rendersDir(siteDir), id, 'render.json'))) throw new Error(`No finished render ${id}`);
  writeAtomically(currentFile(siteDir), JSON.stringify(renders));
  pruneRenders(siteDir, ids);
}

/** The renders being served, or undefined before the first. */
export function liveRenders(siteDir: string): LiveRenders | undefined {
  const file = currentFile(siteDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LiveRenders) : undefined;
}

function pruneRenders(siteDir: string, keep: string[]) {
  const ids = readdirSync(rendersDir(siteDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const id of ids.slice(KEEP_RENDERS + keep.length - 1))
    if (!keep.includes(id)) rmSync(path.join(rendersDir(siteDir), id), { recursive: true, force: true });
}

export interface CurrentRender {
  dir: string;
  summary: RenderSummary;
  /** While a canary runs: the app, the share of visitors (percent) and the render they get. */
  canary?: { app: string; percent: number; render: CurrentRender };
}

const loadRender = (siteDir: string, id: string): CurrentRender => {
  const dir = path.join(rendersDir(siteDir), id);
  return { dir, summary: JSON.parse(readFileSync(path.join(dir, 'render.json'), 'utf8')) as RenderSummary };
};

/** The render being served, re-read when `current.json` changes (a deploy switches it under a running gateway). */
export function currentRender(siteDir: string) {
  let cached: { version: string; render: CurrentRender } | undefined;
  return (): CurrentRender | undefined => {
    const file = currentFile(siteDir);
    if (!existsSync(file)) return undefined;
    const { mtimeMs, ino } = statSync(file);
    // The switch is a rename, so a new version is a new inode even within one clock tick.
    const version = `${ino}:${mtimeMs}`;
    if (cached?.version !== version) {
      const { render, canary } = JSON.parse(readFileSync(file, 'utf8')) as LiveRenders;
      const live = loadRender(siteDir, render);
      if (canary)
        live.canary = { app: canary.app, percent: canary.percent, render: loadRender(siteDir, canary.render) };
      cached = { version, render: live };
    }
    return cached.render;
  };
}

export const formatSummary = (summary: RenderSummary) =>
  `rendered ${Object.keys(summary.pages).length} pages in ${summary.seconds.toFixed(1)} s, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB` +
  (summary.previews
    ? `; ${summary.previews.cards} link-preview cards (${summary.previews.drawn} drawn) in ${summary.previews.seconds.toFixed(1)} s`
    : '') +
  (summary.compressed
    ? `; compressed once: ${(summary.compressed.bytes / 1024).toFixed(0)} KB of text as ${(summary.compressed.brotli / 1024).toFixed(0)} KB brotli, ${(summary.compressed.gzip / 1024).toFixed(0)} KB gzip`
    : '') +
  (summary.failures.length ? `; ${summary.failures.length} slot(s) left for the browser` : '');

/** A render given directly (tests and benchmarks of the gateway): a folder with a not-found page and the given pages. */
export function fixedRender(
  dir: string,
  manifest: RuntimeManifest,
  pages: Record<string, string> = {},
  serve?: Partial<ServedWithRender>,
): () => CurrentRender {
  const summary: RenderSummary = {
    renderedAt: new Date(0).toISOString(),
    manifest,
    serve: { shellDir: dir, scriptOrigins: [], ...serve },
    pages,
    notFound: '404.html',
    failures: [],
    bytes: 0,
    seconds: 0,
  };
  return () => ({ dir, summary });
}
