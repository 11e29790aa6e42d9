/**
 * The render job: one fresh Node process per manifest version (a process never holds two versions
 * of a remote). It loads the shell's and every page-owning remote's Node build by their manifests,
 * renders every route and data path into a folder, and prints its figures.
 *   tsx src/render/render-job.ts <job.json>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { createInstance } from '@module-federation/enhanced/runtime';
import { ServerStyleSheet } from 'styled-components';

import { federationNames } from 'shared-contracts/federation/federation-names';
import type { RemoteRenderModule, RuntimeManifest, ShellRenderModule } from 'shared-contracts/remote/render-contract';
import { remoteNames, routesOwnedBy, type PageOwner } from 'shared-contracts/routes/route-table';

import { BROTLI_FAST, precompressFolder } from '../base/precompress';
import { sealMismatch } from '../base/release-seal';
import { serveStatic } from '../http/static-files';
import { writeLinkPreviews } from './link-previews';
import { fileForPath, NOT_FOUND_FILE } from './page-files';
import { processShared } from './process-shared';
import { createRemoteFiles, pageStartFiles, shellStartFiles, withResourceHints } from './resource-hints';
import { robotsTxt, sitemapEntries, sitemapXml, type RenderedPage } from './sitemap';

/** What the gateway serves beside the pages of a render: they change together, at one switch. */
export interface ServedWithRender {
  /** The shell release whose files (scripts, icons) the pages name. */
  shellDir: string;
  /** Files offered for download (the care guide PDF), from the deployed marketing release. */
  downloadsDir?: string;
  /** Origins beyond the remotes the pages load code and frames from and connect to: the payment provider the deployed shop uses. */
  scriptOrigins: string[];
  /**
   * The folder of each release of the set (app -> folder): the job checks each against its seal
   * before it loads anything, and loads the remotes' Node builds from them (the remotes' origins
   * serve browsers only).
   */
  releaseDirs?: Record<string, string>;
}

export interface RenderJob {
  manifest: RuntimeManifest;
  /** The shell's build: a folder (served on loopback for the job) or a base URL. */
  shell: string;
  /** An empty folder the pages are written to. */
  outDir: string;
  /** Link-preview cards drawn by earlier renders, reused when a page's words are unchanged. */
  previewCacheDir: string;
  serve: ServedWithRender;
  /** Render only these paths; every route and data path when absent. */
  only?: string[];
}

export interface RenderSummary {
  renderedAt: string;
  manifest: RuntimeManifest;
  serve: ServedWithRender;
  /** Rendered path -> file, relative to the folder. */
  pages: Record<string, string>;
  notFound: string;
  /** Pages shipped with an empty slot for the browser to fill, and why. */
  failures: { path: string; error: string }[];
  bytes: number;
  /** The link-preview cards: how many pages have one, how many were drawn (not taken from the cache). */
  previews?: { cards: number; drawn: number; seconds: number };
  /** The pages and text files stored compressed beside themselves: how many, and their bytes plain, as brotli and as gzip. */
  compressed?: { files: number; bytes: number; brotli: number; gzip: number };
  seconds: number;
}

const pageOwners = remoteNames.filter((name): name is PageOwner => name !== 'chat');

/** A remote's Node manifest sits in `server/` beside its browser manifest. */
export const serverManifestOf = (browserManifest: string) => new URL('server/mf-manifest.json', browserManifest).href;

async function shellBase(shell: string): Promise<{ base: string; close(): void }> {
  if (/^https?:\/\//.test(shell)) return { base: shell.replace(/\/$/, ''), close: () => {} };
  const server = createServer((req, res) => void serveStatic(path.resolve(shell), req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The remotes' release folders on a loopback port of the job's own, at `/<app>/`: where their Node builds load from. */
async function nodeBuilds(dirs: Record<string, string>): Promise<{ base: string; close(): void }> {
  const server = createServer((req, res) => {
    const [, app = '', ...rest] = (req.url ?? '/').split('/');
    const dir = Object.hasOwn(dirs, app) ? dirs[app] : undefined;
    if (!dir) return void res.writeHead(404).end();
    req.url = `/${rest.join('/')}`;
    void serveStatic(dir, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function text(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const message = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);

export async function runRenderJob(job: RenderJob): Promise<RenderSummary> {
  for (const [app, dir] of Object.entries(job.serve.releaseDirs ?? {})) {
    const problem = sealMismatch(dir);
    if (problem) throw new Error(`Refused to render ${app} ${path.basename(dir)}: ${problem}`);
  }
  const started = performance.now();
  const renderedAt = new Date();
  const { manifest, outDir } = job;
  const shellServer = await shellBase(job.shell);
  const builds = job.serve.releaseDirs ? await nodeBuilds(job.serve.releaseDirs) : undefined;
  try {
    const federation = createInstance({
      name: 'wraplab_render',
      remotes: [
        { name: federationNames.shell, entry: `${shellServer.base}/server/mf-manifest.json` },
        ...pageOwners.map((owner) => ({
          name: federationNames[owner],
          entry: builds ? `${builds.base}/${owner}/server/mf-manifest.json` : serverManifestOf(manifest.remotes[owner]),
        })),
      ],
      shared: processShared(),
    });
    const shell = await federation.loadRemote<ShellRenderModule>(`${federationNames.shell}/render`);
    if (!shell) throw new Error('The shell has no ./render');
    const template = await text(`${shellServer.base}/index.html`);

    const remoteFiles = createRemoteFiles(manifest);
    const shellFiles = shellStartFiles(job.shell);
    const pages: Record<string, string> = {};
    const rendered: RenderedPage[] = [];
    const failures: RenderSummary['failures'] = [];
    let bytes = 0;
    const write = (file: string, content: string) => {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
      bytes += Buffer.byteLength(content);
    };

    for (const owner of pageOwners) {
      let remote: RemoteRenderModule | null | undefined;
      let paths: string[];
      try {
        remote = await federation.loadRemote<RemoteRenderModule>(`${federationNames[owner]}/render`);
        if (!remote) throw new Error(`${owner} has no ./render`);
        paths = remote.paths();
      } catch (error) {
        // The remote cannot render at all: its literal routes still get the page around an empty slot.
        failures.push({ path: `${owner}/*`, error: message(error) });
        remote = undefined;
        paths = routesOwnedBy(owner)
          .map((route) => route.pattern)
          .filter((pattern) => !pattern.includes(':'));
      }
      for (const url of job.only ? paths.filter((url) => job.only!.includes(url)) : paths) {
        // A page whose data is already loaded renders in microtasks alone; hundreds in a row starve timers and
        // sockets, and the federation runtime then reuses a kept-alive connection the remote's origin closed
        // meanwhile ("other side closed"). Letting the event loop turn between pages keeps the pool current.
        await new Promise((resolve) => setImmediate(resolve));
        const { store, rootReducer } = shell.createStore();
        const sheet = new ServerStyleSheet();
        let slotHtml = '';
        try {
          if (remote)
            slotHtml = await remote.render({ url, store, rootReducer, sheet, siteOrigin: manifest.siteOrigin });
        } catch (error) {
          failures.push({ path: url, error: message(error) });
        }
        const page = shell.renderDocument({
          template,
          url,
          store,
          sheet,
          manifest,
          renderedAt,
          ...(slotHtml ? { slot: { remote: owner, html: slotHtml } } : {}),
        });
        sheet.seal();
        const file = fileForPath(url);
        write(file, withResourceHints(page.html, [...shellFiles, ...(await pageStartFiles(owner, url, remoteFiles))]));
        pages[url] = file;
        rendered.push({ path: url, meta: page.meta });
      }
    }

    const { store } = shell.createStore();
    const sheet = new ServerStyleSheet();
    write(NOT_FOUND_FILE, shell.renderDocument({ template, url: null, store, sheet, manifest, renderedAt }).html);
    sheet.seal();
    write('sitemap.xml', sitemapXml(sitemapEntries(rendered, manifest.siteOrigin, renderedAt)));
    write('robots.txt', robotsTxt(await text(`${shellServer.base}/robots.txt`), manifest.siteOrigin));
    const previews = await writeLinkPreviews({
      outDir,
      cacheDir: job.previewCacheDir,
      metas: rendered.map((page) => page.meta),
      markSvg: await text(`${shellServer.base}/logo.svg`),
      siteOrigin: manifest.siteOrigin,
    });

    // Compressed here, once, so no server compresses a page per request.
    const compressed = precompressFolder(outDir, { quality: BROTLI_FAST });

    const summary: RenderSummary = {
      renderedAt: renderedAt.toISOString(),
      manifest,
      serve: job.serve,
      pages,
      notFound: NOT_FOUND_FILE,
      failures,
      bytes,
      previews,
      compressed,
      seconds: (performance.now() - started) / 1000,
    };
    writeFileSync(path.join(outDir, 'render.json'), JSON.stringify(summary, null, 2));
    return summary;
  } finally {
    shellServer.close();
    builds?.close();
  }
}

if (require.main === module) {
  const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RenderJob;
  mkdirSync(job.outDir, { recursive: true });
  runRenderJob(job)
    .then((summary) => {
      for (const failure of summary.failures)
        console.warn(`[render] ${failure.path}: slot left for the browser (${failure.error})`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      // A refused seal is one line; any other failure keeps its trace for whoever debugs the render.
      const refused = error instanceof Error && error.message.startsWith('Refused to render');
      console.error('[render] failed:', refused ? error.message : error);
      process.exit(1);
    });
}
