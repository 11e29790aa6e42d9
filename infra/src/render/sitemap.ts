import { absoluteUrl } from 'shared-contracts/seo/absolute-url';
import type { PageMeta } from 'shared-contracts/store/page-meta';

export interface RenderedPage {
  path: string;
  meta: PageMeta | null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Canonical URLs of the indexable pages, once each (two readings of a page share one canonical). */
export function sitemapEntries(pages: readonly RenderedPage[], siteOrigin: string, renderedAt: Date) {
  const byUrl = new Map<string, string>();
  for (const { meta } of pages) {
    if (!meta || meta.noindex) continue;
    const url = absoluteUrl(siteOrigin, meta.canonical);
    if (new URL(url).origin !== new URL(siteOrigin).origin) continue;
    const lastmod = (meta.modifiedTime ?? meta.publishedTime ?? renderedAt.toISOString()).slice(0, 10);
    byUrl.set(url, lastmod);
  }
  return [...byUrl].sort(([a], [b]) => a.localeCompare(b)).map(([loc, lastmod]) => ({ loc, lastmod }));
}

export function sitemapXml(entries: readonly { loc: string; lastmod: string }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The shell's robots rules with the sitemap named at the end. */
export const robotsTxt = (rules: string, siteOrigin: string) =>
  `${rules.replace(/^Sitemap:.*(\r?\n|$)/gim, '').trim()}\n\nSitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}\n`;
