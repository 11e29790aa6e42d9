/** Dispatched on `document` once the site's scripts have hydrated the page, or failed to start. */
export const SITE_STARTED_EVENT = 'site:started';

/** The `<template>` holding the site's own script tags, inert until the start script inserts them. */
export const SITE_SCRIPTS_ID = 'site-scripts';

/**
 * Inserts the site's scripts (with their integrity) and resolves once they have started the site,
 * or once one of them failed to load.
 */
export function insertSiteScripts(doc: Document): Promise<void> {
  const scripts = doc.getElementById(SITE_SCRIPTS_ID) as HTMLTemplateElement | null;
  return new Promise((resolve) => {
    doc.addEventListener(SITE_STARTED_EVENT, () => resolve(), { once: true });
    for (const tag of scripts ? [...scripts.content.querySelectorAll('script')] : []) {
      const script = doc.createElement('script');
      for (const { name, value } of tag.attributes) script.setAttribute(name, value);
      script.async = false;
      script.addEventListener('error', () => resolve(), { once: true });
      doc.body.append(script);
    }
  });
}
