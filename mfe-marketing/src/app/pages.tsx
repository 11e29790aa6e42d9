import { lazyPage } from 'shared-contracts/remote/lazy-page';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

import { resourceArticlePaths } from '../features/resources/resource-paths';

const ResourceArticle = lazyPage(
  () => import('../features/resources/resource-pages'),
  (m) => m.ResourceAtPath,
);
const TeamPage = lazyPage(
  () => import('../features/team-careers/TeamCareersPage'),
  (m) => m.TeamPage,
);
const CareersPage = lazyPage(
  () => import('../features/team-careers/TeamCareersPage'),
  (m) => m.CareersPage,
);

/** Every route the ownership table gives marketing (App.test checks none is missing), each page its own chunk. */
export const pages: PageMap = {
  '/': lazyPage(
    () => import('../features/home/HomePage'),
    (m) => m.HomePage,
  ),
  '/about': lazyPage(
    () => import('../features/about/AboutPage'),
    (m) => m.AboutPage,
  ),
  '/services': lazyPage(
    () => import('../features/services/ServicesIndexPage'),
    (m) => m.ServicesIndexPage,
  ),
  '/services/:serviceSlug': lazyPage(
    () => import('../features/services/ServiceDetailPage'),
    (m) => m.ServiceDetailPage,
  ),
  '/contact': lazyPage(
    () => import('../features/contact/ContactPage'),
    (m) => m.ContactPage,
  ),
  '/gallery': lazyPage(
    () => import('../features/gallery/GalleryPage'),
    (m) => m.GalleryPage,
  ),
  '/testimonials': lazyPage(
    () => import('../features/testimonials/TestimonialsPage'),
    (m) => m.TestimonialsPage,
  ),
  '/warranty-information': lazyPage(
    () => import('../features/warranty/WarrantyPage'),
    (m) => m.WarrantyPage,
  ),
  '/wrap-insurance': lazyPage(
    () => import('../features/wrap-insurance/WrapInsurancePage'),
    (m) => m.WrapInsurancePage,
  ),
  '/training-classes': lazyPage(
    () => import('../features/training/TrainingClassesPage'),
    (m) => m.TrainingClassesPage,
  ),
  '/print-ship': lazyPage(
    () => import('../features/print-ship/PrintShipPage'),
    (m) => m.PrintShipPage,
  ),
  '/blog': lazyPage(
    () => import('../features/blog/BlogPage'),
    (m) => m.BlogPage,
  ),
  '/blog/:postId': lazyPage(
    () => import('../features/blog/BlogArticlePage'),
    (m) => m.BlogArticlePage,
  ),
  '/blog/category/:category': lazyPage(
    () => import('../features/blog/BlogCategoryPage'),
    (m) => m.BlogCategoryPage,
  ),
  '/case-studies': lazyPage(
    () => import('../features/case-studies/CaseStudiesPage'),
    (m) => m.CaseStudiesPage,
  ),
  '/case-studies/:slug': lazyPage(
    () => import('../features/case-studies/CaseStudyPage'),
    (m) => m.CaseStudyPage,
  ),
  '/about/our-team': TeamPage,
  '/our-team': TeamPage,
  '/about/careers': CareersPage,
  '/careers': CareersPage,
  '/resources': lazyPage(
    () => import('../features/resources/ResourcesIndexPage'),
    (m) => m.ResourcesIndexPage,
  ),
  ...Object.fromEntries(resourceArticlePaths.map((path) => [path, ResourceArticle])),
  '/templates/:category': lazyPage(
    () => import('../features/templates/TemplateCategoryPage'),
    (m) => m.TemplateCategoryPage,
  ),
  '/sitemap': lazyPage(
    () => import('../features/sitemap/SitemapPage'),
    (m) => m.SitemapPage,
  ),
};
