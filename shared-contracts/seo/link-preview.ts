import { business } from 'shared-contracts/business/business';
import type { PageMeta } from 'shared-contracts/store/page-meta';

/**
 * Every page's link preview: a card composed for the 1.91:1 slot social sites and chat apps show
 * (the brand's lockup, the page's section and its title on the brand's night ground), made when
 * the pages are rendered. The page's words name the file, so a changed title is a new file.
 */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const LINK_PREVIEW_DIR = '/previews';

/** What the card says, from the page's own metadata. */
export interface LinkPreviewWords {
  /** The section above the page in its breadcrumb trail, or what the shop is. */
  kicker: string;
  /** The page's title without the site's name. */
  headline: string;
}

const siteNameSuffix = new RegExp(`\\s*[|–-]\\s*${business.name}$`);
const whatTheShopIs = "Chicago's vehicle wrap & protection shop";

export function linkPreviewWords(meta: Pick<PageMeta, 'title' | 'breadcrumbs'>): LinkPreviewWords {
  const headline = meta.title.replace(siteNameSuffix, '').split(' | ').join(': ').trim() || business.name;
  const trail = meta.breadcrumbs ?? [];
  const kicker = trail.length >= 3 && trail[1] ? trail[1].name : whatTheShopIs;
  return { kicker, headline };
}

/** FNV-1a, 32 bits: a short, stable name for the card's words (not a security measure). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const pathOf = (canonical: string) => (/^https?:\/\//i.test(canonical) ? new URL(canonical).pathname : canonical);

/** The card's file name: the page's canonical path and a hash of its words (`services--vehicle-wraps.1a2b3c4d.jpg`). */
export function linkPreviewFile(meta: Pick<PageMeta, 'title' | 'breadcrumbs' | 'canonical'>): string {
  const slug =
    pathOf(meta.canonical)
      .replace(/^\/+|\/+$/g, '')
      .toLowerCase()
      .replace(/\//g, '--')
      .replace(/[^a-z0-9-]+/g, '-') || 'home';
  const { kicker, headline } = linkPreviewWords(meta);
  return `${slug}.${fnv1a(`${kicker}\n${headline}`)}.jpg`;
}

/** The card's URL path on the site. */
export const linkPreviewPath = (meta: Pick<PageMeta, 'title' | 'breadcrumbs' | 'canonical'>) =>
  `${LINK_PREVIEW_DIR}/${linkPreviewFile(meta)}`;

/** The card described for those who cannot see it: it is the page's title beside the brand's mark, so it says so. */
export function linkPreviewAlt(meta: Pick<PageMeta, 'title' | 'breadcrumbs'>): string {
  const { kicker, headline } = linkPreviewWords(meta);
  return `${business.name} logo with “${headline}” (${kicker})`;
}
