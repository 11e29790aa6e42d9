/**
 * Where the resource articles are served, known without loading them, so the route map can point
 * every path at the articles' chunk. resource-paths.test.ts keeps this in step with the articles.
 */
export const resourceArticlePaths = [
  '/support/wrap-installation-process',
  '/wrap-installation-process',
  '/support/payment-options',
  '/payment-options',
  '/resources/vinyl-wrap-care-guide',
  '/vinyl-wrap-care-guide',
  '/resources/ceramic-coating-faq',
  '/ceramic-coating-faq',
  '/resources/design-template-library',
  '/design-template-library',
  '/industries/construction',
  '/industries/food-beverage',
  '/industries/real-estate',
  '/privacy-policy',
  '/terms-of-service',
] as const;
