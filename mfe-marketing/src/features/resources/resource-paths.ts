import { pagePaths } from 'shared-contracts/routes/route-table';

/**
 * Where the resource articles are served, known without loading them, so the route map can point
 * every path at the articles' chunk. The articles name their paths from the same table.
 */
export const resourceArticlePaths = [
  pagePaths.supportWrapInstallationProcess,
  pagePaths.wrapInstallationProcess,
  pagePaths.supportPaymentOptions,
  pagePaths.paymentOptions,
  pagePaths.resourcesVinylWrapCareGuide,
  pagePaths.vinylWrapCareGuide,
  pagePaths.resourcesCeramicCoatingFaq,
  pagePaths.ceramicCoatingFaq,
  pagePaths.resourcesDesignTemplateLibrary,
  pagePaths.designTemplateLibrary,
  pagePaths.industriesConstruction,
  pagePaths.industriesFoodBeverage,
  pagePaths.industriesRealEstate,
  pagePaths.privacyPolicy,
  pagePaths.termsOfService,
] as const;
