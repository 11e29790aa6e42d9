import type { ComponentType } from 'react';
import { PlaceholderPage } from 'shared-contracts/remote/PlaceholderPage';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { AboutPage } from '../features/about/AboutPage';
import { GalleryPage } from '../features/gallery/GalleryPage';
import { HomePage } from '../features/home/HomePage';
import { ServiceDetailPage } from '../features/services/ServiceDetailPage';
import { ServicesIndexPage } from '../features/services/ServicesIndexPage';
import { TestimonialsPage } from '../features/testimonials/TestimonialsPage';
import { WarrantyPage } from '../features/warranty/WarrantyPage';

const Placeholder = () => <PlaceholderPage owner="marketing" />;

/** Pages built so far; every other owned route shows the placeholder until its page lands. */
const built: Readonly<Record<string, ComponentType>> = {
  '/': HomePage,
  '/services': ServicesIndexPage,
  '/services/:serviceSlug': ServiceDetailPage,
  '/about': AboutPage,
  '/gallery': GalleryPage,
  '/testimonials': TestimonialsPage,
  '/warranty-information': WarrantyPage,
};

export const pages: PageMap = Object.fromEntries(routesOwnedBy('marketing').map((route) => [route.pattern, built[route.pattern] ?? Placeholder]));
