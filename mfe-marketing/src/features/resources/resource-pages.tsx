import { useLocation } from 'shared-contracts/routing/router';

import { careGuide } from './care-guide';
import { construction, foodBeverage, realEstate } from './industry-articles';
import { privacyPolicy, termsOfService } from './legal-articles';
import type { ResourceArticle } from './resource-article';
import { ResourcePage } from './ResourcePage';
import { ceramicCoatingFaq, installationProcess, paymentOptions, templateLibrary } from './support-articles';

export const resourceArticles: readonly ResourceArticle[] = [
  installationProcess,
  paymentOptions,
  careGuide,
  ceramicCoatingFaq,
  templateLibrary,
  construction,
  foodBeverage,
  realEstate,
  privacyPolicy,
  termsOfService,
];

/** The article served at the current path (each article answers at its path and at the other reading of the route). */
/** The article served at a path, at either of its readings. */
export const resourceArticleAt = (pathname: string): ResourceArticle | undefined =>
  resourceArticles.find((candidate) => candidate.path === pathname || candidate.alsoAt === pathname);

export function ResourceAtPath() {
  const { pathname } = useLocation();
  const article = resourceArticleAt(pathname);
  if (!article) throw new Error(`No resource article is served at ${pathname}`);
  return <ResourcePage article={article} />;
}
