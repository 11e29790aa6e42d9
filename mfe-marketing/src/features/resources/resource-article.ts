import { pagePaths } from 'shared-contracts/routes/route-table';

/** A resource, support, industry or legal page as data: the one template renders them all. */
export interface ArticleSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Numbered steps with a title each. */
  steps?: readonly { title: string; text: string }[];
}

export interface ResourceArticle {
  /** Canonical path; `alsoAt` lists the other reading of the route. */
  path: string;
  alsoAt?: string;
  title: string;
  eyebrow: string;
  lead: string;
  description: string;
  image: string;
  parent: { name: string; url: string };
  keywords?: string[];
  sections: readonly ArticleSection[];
  faqs?: readonly { question: string; answer: string }[];
  extras?: readonly ('promo' | 'socialDiscounts' | 'careGuidePdf' | 'templateLibrary')[];
}

export const RESOURCES = { name: 'Resources', url: pagePaths.resources } as const;
export const SUPPORT = { name: 'Support', url: pagePaths.resources } as const;
export const CARE_GUIDE_PDF = '/downloads/vinyl-wrap-care-guide.pdf';
