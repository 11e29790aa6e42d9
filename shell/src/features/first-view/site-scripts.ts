/** Dispatched on `document` once the site's scripts have hydrated the page, or failed to start. */
export const SITE_STARTED_EVENT = 'site:started';

/** The `<template>` holding the site's own script tags, inert until the start script inserts them. */
export const SITE_SCRIPTS_ID = 'site-scripts';

/** The `<template>` holding the idle script's tag (field measuring), inserted in a spare moment after the first view. */
export const IDLE_SCRIPT_ID = 'idle-script';

/** Inserts the scripts a `<template>` keeps inert, with their integrity, in order; `failed` when one cannot load. */
export function insertTemplateScripts(doc: Document, id: string, failed: () => void = () => {}) {
  const scripts = doc.getElementById(id) as HTMLTemplateElement | null;
  for (const tag of scripts ? [...scripts.content.querySelectorAll('script')] : []) {
    const script = doc.createElement('script');
    for (const { name, value } of tag.attributes) script.setAttribute(name, value);
    script.async = false;
    script.addEventListener('error', failed, { once: true });
    doc.body.append(script);
  }
}

/**
 * Inserts the site's scripts (with their integrity) and resolves once they have started the site,
 * or once one of them failed to load.
 */
export function insertSiteScripts(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    doc.addEventListener(SITE_STARTED_EVENT, () => resolve(), { once: true });
    insertTemplateScripts(doc, SITE_SCRIPTS_ID, resolve);
  });
}
