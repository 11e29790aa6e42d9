import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';

/** The eight services the business offers: slugs and names every part links to. */
export const serviceSlugs = [
  'vehicle-wraps',
  'commercial-fleet-wraps',
  'ceramic-coatings',
  'paint-protection-film',
  'color-change-wraps',
  'fleet-graphics',
  'vehicle-graphics',
  'partial-wraps',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceNames: Record<ServiceSlug, string> = {
  'vehicle-wraps': 'Vehicle Wraps',
  'commercial-fleet-wraps': 'Commercial Fleet Wraps',
  'ceramic-coatings': 'Ceramic Coatings',
  'paint-protection-film': 'Paint Protection Film',
  'color-change-wraps': 'Color Change Wraps',
  'fleet-graphics': 'Fleet Graphics',
  'vehicle-graphics': 'Vehicle Graphics',
  'partial-wraps': 'Partial Wraps',
};

export const isServiceSlug = (value: string | undefined): value is ServiceSlug =>
  (serviceSlugs as readonly string[]).includes(value ?? '');

export const serviceHref = (slug: ServiceSlug) => pathTo(pagePaths.service, slug);
