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

/** Page components for every article, at its path and at the other reading of the route. */
export const resourcePageMap = Object.fromEntries(
  resourceArticles.flatMap((article) => {
    const Page = () => <ResourcePage article={article} />;
    return [[article.path, Page], ...(article.alsoAt ? [[article.alsoAt, Page]] : [])];
  }),
);
