import { SITE_SCRIPTS_ID } from './site-scripts';

/** The `<template>` of `<link rel="prefetch">` tags the render job writes: the remote files the page's start asks for. */
export const SITE_PREFETCH_ID = 'site-prefetch';

/** Resolves when the browser has nothing better to do (at once where it cannot say). */
export function whenIdle(win: Window, timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, 0);
  });
}

/**
 * Fetches, without running, every file the page's start will need: the site's own scripts and the
 * remote files the render job named (manifests, remote entries, their chunks), all at the lowest
 * priority and in one round. The visitor's first act then finds them in the cache and only runs code.
 * With `only`, just the named files the render job hinted (the chat's, on intent on its launcher).
 */
export function prefetchSiteFiles(doc: Document, only?: (href: string) => boolean): number {
  const links: HTMLLinkElement[] = [];
  const scripts = only ? null : (doc.getElementById(SITE_SCRIPTS_ID) as HTMLTemplateElement | null);
  for (const script of scripts ? [...scripts.content.querySelectorAll('script[src]')] : []) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = script.getAttribute('src') as string;
    const integrity = script.getAttribute('integrity');
    if (integrity) link.setAttribute('integrity', integrity);
    const crossOrigin = script.getAttribute('crossorigin');
    if (crossOrigin !== null) link.crossOrigin = crossOrigin;
    links.push(link);
  }
  const hints = doc.getElementById(SITE_PREFETCH_ID) as HTMLTemplateElement | null;
  for (const hint of hints ? [...hints.content.querySelectorAll('link[rel="prefetch"]')] : [])
    if (!only || only((hint as HTMLLinkElement).href)) links.push(doc.importNode(hint, true) as HTMLLinkElement);
  doc.head.append(...links);
  return links.length;
}

/** Where the chat's release files are, from the manifest the page embeds (undefined without one). */
export function chatFilesBase(doc: Document): string | undefined {
  try {
    const data = JSON.parse(doc.getElementById('page-data')?.textContent ?? 'null') as {
      manifest?: { remotes?: { chat?: string } };
    } | null;
    const manifest = data?.manifest?.remotes?.chat;
    return manifest ? new URL('.', manifest).href : undefined;
  } catch {
    return undefined;
  }
}
