import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { pagePaths, pathTo, regionPath, routeTable, type PageOwner } from 'shared-contracts/routes/route-table';

import { blogCategories, blogPosts } from '../blog';
import { allCaseStudies } from '../case-studies';
import { templateCategories, templatesPath } from '../templates';

export interface SitemapLink {
  to: string;
  label: string;
}

/**
 * Pages not meant for search or browsing (the signed-in and checkout steps), and the generic region
 * page, which shows a region only when given one (`/regions?region=...`): alone it is Region Not Found.
 */
const hidden = new Set<string>([
  pagePaths.checkout,
  pagePaths.thankYou,
  pagePaths.dashboard,
  pagePaths.memberDashboard,
  pagePaths.memberProfile,
  pagePaths.myOrders,
  pagePaths.paymentMethods,
  pagePaths.sitemap,
  pagePaths.regions,
]);

const ownerTitles: Record<PageOwner, string> = {
  marketing: 'Company, services and resources',
  locations: 'Locations',
  shop: 'Shop',
  member: 'Members',
};

/** Every page of the site, from the route table plus the pages behind its `:param` routes; each path once. */
export function sitemapSections(): { title: string; links: SitemapLink[] }[] {
  const seenLabels = new Set<string>();
  const fixed = (owner: PageOwner) =>
    routeTable
      .filter((route) => route.owner === owner && !route.pattern.includes(':') && !hidden.has(route.pattern))
      .filter((route) => (seenLabels.has(route.page) ? false : (seenLabels.add(route.page), true)))
      .map((route) => ({ to: route.pattern, label: route.page }));

  return [
    {
      title: ownerTitles.marketing,
      links: [
        ...fixed('marketing'),
        ...templateCategories.map((category) => ({
          to: templatesPath(category),
          label: `${category.name} design templates`,
        })),
      ],
    },
    { title: 'Services', links: serviceSlugs.map((slug) => ({ to: serviceHref(slug), label: serviceNames[slug] })) },
    {
      title: ownerTitles.locations,
      links: [
        ...fixed('locations'),
        ...regionLinks.map((region) => ({ to: regionPath(region.slug), label: `${region.name} vehicle wraps` })),
      ],
    },
    {
      title: 'Blog',
      links: [
        ...blogCategories.map((c) => ({ to: pathTo(pagePaths.blogCategory, c.slug), label: `${c.name} articles` })),
        ...blogPosts.map((p) => ({ to: pathTo(pagePaths.blogPost, p.id), label: p.title })),
      ],
    },
    {
      title: 'Case studies',
      links: allCaseStudies.map((s) => ({ to: pathTo(pagePaths.caseStudy, s.slug), label: s.title })),
    },
    { title: ownerTitles.shop, links: fixed('shop') },
    { title: ownerTitles.member, links: fixed('member') },
  ];
}
