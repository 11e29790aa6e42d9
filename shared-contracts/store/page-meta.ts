import type { JsonLd } from 'shared-contracts/seo/json-ld';
import { createAction } from 'shared-contracts/store/toolkit';

export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** What a page says about itself. Only the shell turns it into `<head>`. */
export interface PageMeta {
  title: string;
  description: string;
  /** A path (`/services`) or an absolute URL; the shell prefixes paths with the site origin. */
  canonical: string;
  keywords?: string[];
  noindex?: boolean;
  structuredData?: JsonLd[];
  /** Geo meta tags for town pages. */
  location?: { placename: string; region: string; latitude: number; longitude: number };
  publishedTime?: string;
  modifiedTime?: string;
  language?: string;
  author?: string;
  /** The trail from Home to this page; the shell turns it into the BreadcrumbList record. */
  breadcrumbs?: BreadcrumbItem[];
  /** The schema.org type of the page record the shell derives (WebPage unless said). */
  pageType?: 'WebPage' | 'ContactPage' | 'AboutPage' | 'CollectionPage' | 'CheckoutPage';
}

export interface PageState {
  meta: PageMeta | null;
}

export const DEFAULT_LANGUAGE = 'en_US';

export const pageMetaChanged = createAction<PageMeta>('page/metaChanged');
