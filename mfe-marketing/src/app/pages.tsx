import { PlaceholderPage } from 'shared-contracts/remote/PlaceholderPage';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { BlogArticlePage } from '../features/blog/BlogArticlePage';
import { BlogCategoryPage } from '../features/blog/BlogCategoryPage';
import { BlogPage } from '../features/blog/BlogPage';
import { CaseStudiesPage } from '../features/case-studies/CaseStudiesPage';
import { CaseStudyPage } from '../features/case-studies/CaseStudyPage';
import { ContactPage } from '../features/contact/ContactPage';
import { PrintShipPage } from '../features/print-ship/PrintShipPage';
import { resourcePageMap } from '../features/resources/resource-pages';
import { ResourcesIndexPage } from '../features/resources/ResourcesIndexPage';
import { SitemapPage } from '../features/sitemap/SitemapPage';
import { CareersPage, TeamPage } from '../features/team-careers/TeamCareersPage';
import { TrainingClassesPage } from '../features/training/TrainingClassesPage';
import { WrapInsurancePage } from '../features/wrap-insurance/WrapInsurancePage';

const Placeholder = () => <PlaceholderPage owner="marketing" />;

export const pages: PageMap = {
  ...Object.fromEntries(routesOwnedBy('marketing').map((route) => [route.pattern, Placeholder])),
  '/contact': ContactPage,
  '/wrap-insurance': WrapInsurancePage,
  '/training-classes': TrainingClassesPage,
  '/print-ship': PrintShipPage,
  '/blog': BlogPage,
  '/blog/:postId': BlogArticlePage,
  '/blog/category/:category': BlogCategoryPage,
  '/case-studies': CaseStudiesPage,
  '/case-studies/:slug': CaseStudyPage,
  '/about/our-team': TeamPage,
  '/our-team': TeamPage,
  '/about/careers': CareersPage,
  '/careers': CareersPage,
  '/resources': ResourcesIndexPage,
  ...resourcePageMap,
  '/sitemap': SitemapPage,
};
