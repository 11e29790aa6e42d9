import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';

export interface NavLink {
  label: string;
  href: string;
  note?: string;
}

export interface MegaMenu {
  id: string;
  label: string;
  columns: { heading: string; links: NavLink[] }[];
  cta: NavLink;
}

const serviceNotes: Record<string, string> = {
  'vehicle-wraps': 'Full wraps in cast vinyl',
  'commercial-fleet-wraps': 'One look across every vehicle',
  'ceramic-coatings': 'Gloss and protection up to 5 years',
  'paint-protection-film': 'Self-healing film, 7-10 years',
  'color-change-wraps': 'A new color, original paint kept',
  'fleet-graphics': 'Lettering, logos and DOT numbers',
  'vehicle-graphics': 'Decals, spot graphics, window perf',
  'partial-wraps': '25-75% coverage, 40-60% less',
};

export const servicesMenu: MegaMenu = {
  id: 'services',
  label: 'Services',
  columns: [
    {
      heading: 'Wraps & graphics',
      links: serviceSlugs
        .filter((slug) => !['ceramic-coatings', 'paint-protection-film'].includes(slug))
        .map((slug) => ({ label: serviceNames[slug], href: serviceHref(slug), note: serviceNotes[slug] })),
    },
    {
      heading: 'Paint protection',
      links: [
        {
          label: serviceNames['paint-protection-film'],
          href: serviceHref('paint-protection-film'),
          note: serviceNotes['paint-protection-film'],
        },
        {
          label: serviceNames['ceramic-coatings'],
          href: serviceHref('ceramic-coatings'),
          note: serviceNotes['ceramic-coatings'],
        },
        { label: 'Wrap Insurance', href: pagePaths.wrapInsurance, note: 'Monthly plans from $14.99' },
        { label: 'Warranty', href: pagePaths.warrantyInformation, note: '5 years on wraps, coating and PPF' },
      ],
    },
  ],
  cta: { label: 'View All Services', href: pagePaths.services },
};

export const locationsMenu: MegaMenu = {
  id: 'locations',
  label: 'Locations',
  columns: [
    {
      heading: 'Service states',
      links: regionLinks
        .filter((r) => r.serviceState)
        .map((r) => ({ label: r.name, href: pathTo(pagePaths.region, r.slug) })),
    },
    {
      heading: 'Popular towns',
      links: [
        { label: 'Chicago, IL', href: pathTo(pagePaths.town, 'chicago') },
        { label: 'Evanston, IL', href: pathTo(pagePaths.town, 'evanston') },
        { label: 'Naperville, IL', href: pathTo(pagePaths.town, 'naperville') },
        { label: 'Schaumburg, IL', href: pathTo(pagePaths.town, 'schaumburg') },
        { label: 'Oak Park, IL', href: pathTo(pagePaths.town, 'oak-park') },
      ],
    },
    {
      heading: 'Nearby regions',
      links: regionLinks
        .filter((r) => !r.serviceState)
        .map((r) => ({ label: r.name, href: pathTo(pagePaths.region, r.slug) })),
    },
  ],
  cta: { label: 'See All Locations', href: pagePaths.locations },
};

export const resourcesMenu: MegaMenu = {
  id: 'resources',
  label: 'Resources',
  columns: [
    {
      heading: 'Learn',
      links: [
        { label: 'Blog', href: pagePaths.blog },
        { label: 'Case Studies', href: pagePaths.caseStudies },
        { label: 'Training Classes', href: pagePaths.trainingClasses },
        { label: 'Testimonials', href: pagePaths.testimonials },
      ],
    },
    {
      heading: 'Guides',
      links: [
        { label: 'Wrap Installation Process', href: pagePaths.wrapInstallationProcess },
        { label: 'Vinyl Wrap Care Guide', href: pagePaths.vinylWrapCareGuide },
        { label: 'Ceramic Coating FAQ', href: pagePaths.ceramicCoatingFaq },
        { label: 'Design Template Library', href: pagePaths.designTemplateLibrary },
      ],
    },
    {
      heading: 'Buy & protect',
      links: [
        { label: 'Shop', href: pagePaths.shopping },
        { label: 'Wrap Insurance', href: pagePaths.wrapInsurance },
        { label: 'Payment Options', href: pagePaths.paymentOptions },
        { label: 'Warranty Information', href: pagePaths.warrantyInformation },
      ],
    },
  ],
  cta: { label: 'All Resources', href: pagePaths.resources },
};

export const footerGroups: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Resources',
    links: [
      { label: 'Blog', href: pagePaths.blog },
      { label: 'Case Studies', href: pagePaths.caseStudies },
      { label: 'Vinyl Wrap Care Guide', href: pagePaths.resourcesVinylWrapCareGuide },
      { label: 'Ceramic Coating FAQ', href: pagePaths.resourcesCeramicCoatingFaq },
      { label: 'Design Template Library', href: pagePaths.resourcesDesignTemplateLibrary },
      { label: 'Training Classes', href: pagePaths.trainingClasses },
    ],
  },
  {
    heading: 'Industries',
    links: [
      { label: 'Construction', href: pagePaths.industriesConstruction },
      { label: 'Food & Beverage', href: pagePaths.industriesFoodBeverage },
      { label: 'Real Estate', href: pagePaths.industriesRealEstate },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Wrap Installation Process', href: pagePaths.supportWrapInstallationProcess },
      { label: 'Payment Options', href: pagePaths.supportPaymentOptions },
      { label: 'Warranty Information', href: pagePaths.warrantyInformation },
      { label: 'Wrap Insurance', href: pagePaths.wrapInsurance },
    ],
  },
  {
    heading: 'About us',
    links: [
      { label: 'About', href: pagePaths.about },
      { label: 'Our Team', href: pagePaths.aboutOurTeam },
      { label: 'Careers', href: pagePaths.aboutCareers },
      { label: 'Testimonials', href: pagePaths.testimonials },
      { label: 'Member Login', href: pagePaths.login },
    ],
  },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'Home', href: pagePaths.home },
  { label: 'Services', href: pagePaths.services },
  { label: 'Gallery', href: pagePaths.gallery },
  { label: 'Print & Ship', href: pagePaths.printShip },
  { label: 'Shop', href: pagePaths.shopping },
  { label: 'Locations', href: pagePaths.locations },
  { label: 'Contact', href: pagePaths.contact },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: pagePaths.privacyPolicy },
  { label: 'Terms of Service', href: pagePaths.termsOfService },
  { label: 'Sitemap', href: pagePaths.sitemap },
];

/** Paths a menu's section holds beyond the links it lists (detail pages, the other reading of a route). */
const sectionPrefixes: Record<string, readonly string[]> = {
  services: [pagePaths.services],
  locations: [pagePaths.locations, pagePaths.regions, pagePaths.towns],
  resources: [
    pagePaths.resources,
    '/support',
    '/industries',
    pagePaths.blog,
    pagePaths.caseStudies,
    pagePaths.shop,
    pagePaths.shopping,
  ],
};

const within = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The menu whose section the visitor is in, so the menu can show where they are; the first one listed wins. */
export function menuOwning(pathname: string, menus: readonly MegaMenu[]): MegaMenu | undefined {
  return menus.find((menu) => {
    const hrefs = [
      ...menu.columns.flatMap((column) => column.links.map((link) => link.href)),
      menu.cta.href,
      ...(sectionPrefixes[menu.id] ?? []),
    ];
    return hrefs.some((href) => within(pathname, href));
  });
}
