import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { AboutPage } from '../features/about/AboutPage';
import { BlogArticlePage } from '../features/blog/BlogArticlePage';
import { BlogCategoryPage } from '../features/blog/BlogCategoryPage';
import { BlogPage } from '../features/blog/BlogPage';
import { CaseStudiesPage } from '../features/case-studies/CaseStudiesPage';
import { CaseStudyPage } from '../features/case-studies/CaseStudyPage';
import { ContactPage } from '../features/contact/ContactPage';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { HomePage } from '../features/home/HomePage';
import { PrintShipPage } from '../features/print-ship/PrintShipPage';
import { resourcePageMap } from '../features/resources/resource-pages';
import { ResourcesIndexPage } from '../features/resources/ResourcesIndexPage';
import { ServiceDetailPage } from '../features/services/ServiceDetailPage';
import { ServicesIndexPage } from '../features/services/ServicesIndexPage';
import { SitemapPage } from '../features/sitemap/SitemapPage';
import { CareersPage, TeamPage } from '../features/team-careers/TeamCareersPage';
import { TestimonialsPage } from '../features/testimonials/TestimonialsPage';
import { TrainingClassesPage } from '../features/training/TrainingClassesPage';
import { WarrantyPage } from '../features/warranty/WarrantyPage';
import { WrapInsurancePage } from '../features/wrap-insurance/WrapInsurancePage';

/** Every route the ownership table gives marketing (App.test checks none is missing). */
export const pages: PageMap = {
  '/': HomePage,
  '/about': AboutPage,
  '/services': ServicesIndexPage,
  '/services/:serviceSlug': ServiceDetailPage,
  '/contact': ContactPage,
  '/gallery': GalleryPage,
  '/testimonials': TestimonialsPage,
  '/warranty-information': WarrantyPage,
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
