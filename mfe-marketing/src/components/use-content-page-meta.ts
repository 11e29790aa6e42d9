import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import type { JsonLd } from 'shared-contracts/seo/json-ld';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';

/** The content pages' structured-data publish date is fixed; their modified date is the time of the visit. */
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

/** Title, description, canonical, breadcrumbs, dates and page type; the shell derives the page and breadcrumb records from them. */
export function useContentPageMeta(meta: ContentPageMeta) {
  usePageMeta({
    title: `${meta.title} | Wrap Lab Chicago`,
    description: meta.description,
    canonical: meta.path,
    ...(meta.keywords ? { keywords: meta.keywords } : {}),
    breadcrumbs: [...meta.breadcrumbs],
    publishedTime: CONTENT_PUBLISHED,
    modifiedTime: modifiedAt,
    ...(meta.type ? { pageType: meta.type } : {}),
    ...(meta.structuredData ? { structuredData: meta.structuredData } : {}),
  });
}
