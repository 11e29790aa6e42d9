import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { breadcrumbList, webPage, type JsonLd } from 'shared-contracts/seo/json-ld';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';

/** Structured-data publish date of the content pages (part 2, section 9); modified is the time of the visit. */
export const CONTENT_PUBLISHED = '2023-01-15';
const modifiedAt = new Date().toISOString();

export interface ContentPageMeta {
  title: string;
  description: string;
  path: string;
  breadcrumbs: readonly BreadcrumbItem[];
  keywords?: string[];
  structuredData?: JsonLd[];
  type?: 'WebPage' | 'AboutPage' | 'CollectionPage';
}

/** Title, description, canonical, breadcrumbs and JSON-LD (web page + breadcrumb + the page's own records). */
export function useContentPageMeta(meta: ContentPageMeta) {
  const origin = useSiteOrigin();
  usePageMeta({
    title: `${meta.title} | Wrap Lab Chicago`,
    description: meta.description,
    canonical: meta.path,
    ...(meta.keywords ? { keywords: meta.keywords } : {}),
    breadcrumbs: [...meta.breadcrumbs],
    publishedTime: CONTENT_PUBLISHED,
    modifiedTime: modifiedAt,
    structuredData: [
      webPage({ origin, path: meta.path, name: meta.title, description: meta.description, type: meta.type ?? 'WebPage', datePublished: CONTENT_PUBLISHED, dateModified: modifiedAt }),
      breadcrumbList(origin, meta.breadcrumbs),
      ...(meta.structuredData ?? []),
    ],
  });
}
