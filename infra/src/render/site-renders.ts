import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import type { RenderJob, RenderSummary } from './render-job';

/**
 * The rendered site on disk: `renders/<id>/` holds one render (pages, 404, sitemap, robots, and the
 * manifest it was made with, in `render.json`); `current.json` names the one being served.
 * Switching is one atomic rename, so pages and manifest always change together.
 */
export const rendersDir = (siteDir: string) => path.join(siteDir, 'renders');
const currentFile = (siteDir: string) => path.join(siteDir, 'current.json');

/** How many earlier renders stay on disk (a rollback can switch back without rendering). */
const KEEP_RENDERS = 3;

function writeAtomically(file: string, content: string) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

const renderId = (manifest: RuntimeManifest) =>
  `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 10)}`;

/** Run the render job in a fresh Node process and wait for it. */
function runJobProcess(jobFile: string): Promise<void> {
  const script = path.join(__dirname, 'render-job.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, jobFile], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The render job exited with ${code}`))));
  });
}

export interface RenderOptions {
  siteDir: string;
  manifest: RuntimeManifest;
  /** The shell's build folder or base URL. */
  shell: string;
}

/** Render the site for a manifest, make it the one served, and return what the job reports. */
export async function renderSite({ siteDir, manifest, shell }: RenderOptions): Promise<RenderSummary & { id: string }> {
  const id = renderId(manifest);
  const outDir = path.join(rendersDir(siteDir), id);
  mkdirSync(outDir, { recursive: true });
  const jobFile = path.join(rendersDir(siteDir), `${id}.job.json`);
  writeFileSync(jobFile, JSON.stringify({ manifest, shell, outDir } satisfies RenderJob));
  try {
    await runJobProcess(jobFile);
  } finally {
    rmSync(jobFile, { force: true });
  }
  const summary = JSON.parse(readFileSync(path.join(outDir, 'render.json'), 'utf8')) as RenderSummary;
  writeAtomically(currentFile(siteDir), JSON.stringify({ render: id }));
  pruneRenders(siteDir, id);
  return { ...summary, id };
}

function pruneRenders(siteDir: string, keep: string) {
  const ids = readdirSync(rendersDir(siteDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const id of ids.slice(KEEP_RENDERS)) if (id !== keep) rmSync(path.join(rendersDir(siteDir), id), { recursive: true, force: true });
}

export interface CurrentRender {
  dir: string;
  summary: RenderSummary;
}

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
      const { render } = JSON.parse(readFileSync(file, 'utf8')) as { render: string };
      const dir = path.join(rendersDir(siteDir), render);
      cached = { version, render: { dir, summary: JSON.parse(readFileSync(path.join(dir, 'render.json'), 'utf8')) as RenderSummary } };
    }
    return cached.render;
  };
}

export const formatSummary = (summary: RenderSummary) =>
  `rendered ${Object.keys(summary.pages).length} pages in ${summary.seconds.toFixed(1)} s, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB` +
  (summary.failures.length ? `; ${summary.failures.length} slot(s) left for the browser` : '');

/** A render given directly (tests and benchmarks of the gateway): a folder with a not-found page and the given pages. */
export function fixedRender(dir: string, manifest: RuntimeManifest, pages: Record<string, string> = {}): () => CurrentRender {
  const summary: RenderSummary = { renderedAt: new Date(0).toISOString(), manifest, pages, notFound: '404.html', failures: [], bytes: 0, seconds: 0 };
  return () => ({ dir, summary });
}
