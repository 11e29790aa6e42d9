import { business } from 'shared-contracts/business/business';
import { absoluteUrl } from 'shared-contracts/seo/absolute-url';
import { breadcrumbList, localBusiness, webPage, type JsonLd } from 'shared-contracts/seo/json-ld';
import { LINK_PREVIEW_SIZE, linkPreviewAlt, linkPreviewPath } from 'shared-contracts/seo/link-preview';
import { DEFAULT_LANGUAGE, type PageMeta } from 'shared-contracts/store/page-meta';

export interface HeadTags {
  title: string;
  /** name= or property= meta tags, in order. */
  meta: { key: 'name' | 'property'; id: string; content: string }[];
  canonical: string;
  jsonLd: string[];
}

/** Everything the shell writes into `<head>` for a page, as data (so it can be tested and prerendered). */
export function headTags(meta: PageMeta, origin: string, now: () => Date = () => new Date()): HeadTags {
  const canonical = absoluteUrl(origin, meta.canonical);
  // Every page's preview is its own card, composed for the 1.91:1 slot (see link-preview.ts).
  const image = absoluteUrl(origin, linkPreviewPath(meta));
  const imageAlt = linkPreviewAlt(meta);
  const tags: HeadTags['meta'] = [
    { key: 'name', id: 'description', content: meta.description },
    { key: 'name', id: 'robots', content: meta.noindex ? 'noindex, nofollow' : 'index, follow' },
    { key: 'property', id: 'og:type', content: meta.publishedTime ? 'article' : 'website' },
    { key: 'property', id: 'og:site_name', content: business.name },
    { key: 'property', id: 'og:title', content: meta.title },
    { key: 'property', id: 'og:description', content: meta.description },
    { key: 'property', id: 'og:url', content: canonical },
    { key: 'property', id: 'og:image', content: image },
    { key: 'property', id: 'og:image:type', content: 'image/jpeg' },
    { key: 'property', id: 'og:image:width', content: String(LINK_PREVIEW_SIZE.width) },
    { key: 'property', id: 'og:image:height', content: String(LINK_PREVIEW_SIZE.height) },
    { key: 'property', id: 'og:image:alt', content: imageAlt },
    { key: 'property', id: 'og:locale', content: meta.language ?? DEFAULT_LANGUAGE },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: meta.title },
    { key: 'name', id: 'twitter:description', content: meta.description },
    { key: 'name', id: 'twitter:image', content: image },
    { key: 'name', id: 'twitter:image:alt', content: imageAlt },
  ];
  if (meta.keywords?.length) tags.push({ key: 'name', id: 'keywords', content: meta.keywords.join(', ') });
  if (meta.author) tags.push({ key: 'name', id: 'author', content: meta.author });
  if (meta.publishedTime) tags.push({ key: 'property', id: 'article:published_time', content: meta.publishedTime });
  tags.push({ key: 'property', id: 'article:modified_time', content: meta.modifiedTime ?? now().toISOString() });
  if (meta.location) {
    const { latitude, longitude, placename, region } = meta.location;
    tags.push(
      { key: 'name', id: 'geo.region', content: `US-${region}` },
      { key: 'name', id: 'geo.placename', content: placename },
      { key: 'name', id: 'geo.position', content: `${latitude};${longitude}` },
      { key: 'name', id: 'ICBM', content: `${latitude}, ${longitude}` },
    );
  }
  return {
    title: meta.title,
    meta: tags,
    canonical,
    // `<` is escaped so a value can never close the script element.
    jsonLd: structuredDataFor(meta, origin).map((record) => JSON.stringify(record).replace(/</g, '\\u003c')),
  };
}

/**
 * The records every page has, derived from its metadata (the page, its breadcrumb trail, the
 * business), then the page's own. A page that gives its own record of a derived type (a town's
 * LocalBusiness with its area) replaces the derived one.
 */
export function structuredDataFor(meta: PageMeta, origin: string): JsonLd[] {
  const own = meta.structuredData ?? [];
  const derived: JsonLd[] = [
    webPage({
      origin,
      path: meta.canonical,
      name: meta.title,
      description: meta.description,
      type: meta.pageType,
      language: meta.language,
      datePublished: meta.publishedTime,
      dateModified: meta.modifiedTime,
    }),
    ...(meta.breadcrumbs?.length ? [breadcrumbList(origin, meta.breadcrumbs)] : []),
    localBusiness({ origin }),
  ];
  const ownTypes = new Set(own.map((record) => record['@type']));
  return [...derived.filter((record) => !ownTypes.has(record['@type'])), ...own];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same tags as markup, for the page the render job writes. */
export function headHtml(tags: HeadTags): string {
  const managed = 'data-head-managed=""';
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(
      (tag) => `<meta ${managed} ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}">`,
    ),
    `<link ${managed} rel="canonical" href="${escapeHtml(tags.canonical)}">`,
    ...tags.jsonLd.map((json) => `<script ${managed} type="application/ld+json">${json}</script>`),
  ].join('\n    ');
}

const MANAGED = 'data-head-managed';

/** Replace what the shell wrote for the previous page with this page's tags. */
export function applyHeadTags(tags: HeadTags, doc: Document = document) {
  doc.title = tags.title;
  doc.head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
  doc.head.querySelectorAll('meta[name="description"]').forEach((el) => el.remove());
  const add = (el: HTMLElement) => {
    el.setAttribute(MANAGED, '');
    doc.head.appendChild(el);
  };
  for (const tag of tags.meta) {
    const el = doc.createElement('meta');
    el.setAttribute(tag.key, tag.id);
    el.setAttribute('content', tag.content);
    add(el);
  }
  const link = doc.createElement('link');
  link.rel = 'canonical';
  link.href = tags.canonical;
  add(link);
  for (const json of tags.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    add(script);
  }
}
