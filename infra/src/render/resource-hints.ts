/**
 * Resource hints: the files a page's start will ask for, named in the page so the browser can fetch
 * them in one round once the first view is on screen (`shell/src/features/first-view/prefetch.ts`),
 * instead of discovering them one hop at a time (manifest, then remote entry, then its chunks).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';

import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import { pagesWithoutChat, type RemoteName } from 'shared-contracts/routes/route-table';

/** The `<template>` the start script reads the hints from. */
export const SITE_PREFETCH_ID = 'site-prefetch';

/** What the hints need from a remote's browser manifest (`mf-manifest.json`). */
export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The module the shell mounts a remote by; its other modules are fetched when a page asks for them. */
const MOUNTED_EXPOSE = 'app';

/** A remote's manifest, its entry and the chunks its mounted module loads at once, as absolute URLs. */
export function remoteStartFiles(manifestUrl: string, manifest: BrowserManifest): string[] {
  const base = new URL('./', manifestUrl);
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = new URL([path, name].filter(Boolean).join('/'), base).href;
  const mounted = manifest.exposes.filter((expose) => expose.name === MOUNTED_EXPOSE);
  const chunks = mounted.flatMap((expose) => expose.assets.js.sync.map((file) => new URL(file, base).href));
  return [manifestUrl, entry, ...new Set(chunks)];
}

/** Reads each remote's browser manifest once per render job. */
export function createRemoteFiles(
  runtime: RuntimeManifest,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
) {
  const files = new Map<RemoteName, Promise<string[]>>();
  return (remote: RemoteName): Promise<string[]> => {
    let known = files.get(remote);
    if (!known) {
      const url = runtime.remotes[remote];
      known = fetchJson(url)
        .then((manifest) => remoteStartFiles(url, manifest as BrowserManifest))
        // A remote whose manifest cannot be read is simply not hinted: the page still works.
        .catch(() => []);
      files.set(remote, known);
    }
    return known;
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The hints as inert `<link rel="prefetch">` tags (CORS, as the federation runtime asks for them), before `</body>`. */
export function withResourceHints(html: string, urls: readonly string[]): string {
  if (!urls.length || !html.includes('</body>')) return html;
  const links = [...new Set(urls)]
    .map((url) => `<link rel="prefetch" href="${escapeAttribute(url)}" crossorigin="anonymous">`)
    .join('');
  const index = html.lastIndexOf('</body>');
  return `${html.slice(0, index)}<template id="${SITE_PREFETCH_ID}">${links}</template>${html.slice(index)}`;
}

/** The remote files a page's start asks for: its owner's, and the chat's where the page shows the launcher. */
export async function pageStartFiles(
  owner: RemoteName,
  url: string,
  remoteFiles: (remote: RemoteName) => Promise<string[]>,
): Promise<string[]> {
  const path = url.split('?')[0] ?? url;
  const remotes: RemoteName[] = pagesWithoutChat.includes(path) ? [owner] : [owner, 'chat'];
  return (await Promise.all(remotes.map(remoteFiles))).flat();
}

/** A content-hashed script of the shell's build (its start chunk and the shared libraries it provides). */
const SHELL_CHUNK = /^[\w.-]+\.[0-9a-f]{10}\.js$/;

/**
 * The not-found page's chunk, which the browser fetches only on a path no remote owns
 * (`shell/src/features/not-found/lazy-not-found.ts`).
 */
const FETCHED_WHERE_SHOWN = /^not-found\./;

/**
 * The shell's own chunks, which its first script asks for one by one: every content-hashed script
 * at the top of its build, on the site's origin, but the not-found page's. None when the build is
 * not a folder here.
 */
export function shellStartFiles(shell: string): string[] {
  if (!existsSync(shell) || !statSync(shell).isDirectory()) return [];
  return readdirSync(shell)
    .filter((file) => SHELL_CHUNK.test(file) && !file.startsWith('main.') && !FETCHED_WHERE_SHOWN.test(file))
    .sort()
    .map((file) => `/${file}`);
}
