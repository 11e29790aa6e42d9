import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';

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
        { label: 'Wrap Insurance', href: '/wrap-insurance', note: 'Monthly plans from $14.99' },
        { label: 'Warranty', href: '/warranty-information', note: '5 years on wraps, coating and PPF' },
      ],
    },
  ],
  cta: { label: 'View All Services', href: '/services' },
};

export const locationsMenu: MegaMenu = {
  id: 'locations',
  label: 'Locations',
  columns: [
    {
      heading: 'Service states',
      links: regionLinks.filter((r) => r.serviceState).map((r) => ({ label: r.name, href: `/regions/${r.slug}` })),
    },
    {
      heading: 'Popular towns',
      links: [
        { label: 'Chicago, IL', href: '/locations/chicago' },
        { label: 'Evanston, IL', href: '/locations/evanston' },
        { label: 'Naperville, IL', href: '/locations/naperville' },
        { label: 'Schaumburg, IL', href: '/locations/schaumburg' },
        { label: 'Oak Park, IL', href: '/locations/oak-park' },
      ],
    },
    {
      heading: 'Nearby regions',
      links: regionLinks.filter((r) => !r.serviceState).map((r) => ({ label: r.name, href: `/regions/${r.slug}` })),
    },
  ],
  cta: { label: 'See All Locations', href: '/locations' },
};

export const resourcesMenu: MegaMenu = {
  id: 'resources',
  label: 'Resources',
  columns: [
    {
      heading: 'Learn',
      links: [
        { label: 'Blog', href: '/blog' },
        { label: 'Case Studies', href: '/case-studies' },
        { label: 'Training Classes', href: '/training-classes' },
        { label: 'Testimonials', href: '/testimonials' },
      ],
    },
    {
      heading: 'Guides',
      links: [
        { label: 'Wrap Installation Process', href: '/wrap-installation-process' },
        { label: 'Vinyl Wrap Care Guide', href: '/vinyl-wrap-care-guide' },
        { label: 'Ceramic Coating FAQ', href: '/ceramic-coating-faq' },
        { label: 'Design Template Library', href: '/design-template-library' },
      ],
    },
    {
      heading: 'Buy & protect',
      links: [
        { label: 'Shop', href: '/shopping' },
        { label: 'Wrap Insurance', href: '/wrap-insurance' },
        { label: 'Payment Options', href: '/payment-options' },
        { label: 'Warranty Information', href: '/warranty-information' },
      ],
    },
  ],
  cta: { label: 'All Resources', href: '/resources' },
};

export const footerGroups: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Vinyl Wrap Care Guide', href: '/resources/vinyl-wrap-care-guide' },
      { label: 'Ceramic Coating FAQ', href: '/resources/ceramic-coating-faq' },
      { label: 'Design Template Library', href: '/resources/design-template-library' },
      { label: 'Training Classes', href: '/training-classes' },
    ],
  },
  {
    heading: 'Industries',
    links: [
      { label: 'Construction', href: '/industries/construction' },
      { label: 'Food & Beverage', href: '/industries/food-beverage' },
      { label: 'Real Estate', href: '/industries/real-estate' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Wrap Installation Process', href: '/support/wrap-installation-process' },
      { label: 'Payment Options', href: '/support/payment-options' },
      { label: 'Warranty Information', href: '/warranty-information' },
      { label: 'Wrap Insurance', href: '/wrap-insurance' },
    ],
  },
  {
    heading: 'About Us',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Our Team', href: '/about/our-team' },
      { label: 'Careers', href: '/about/careers' },
      { label: 'Testimonials', href: '/testimonials' },
      { label: 'Member Login', href: '/login' },
    ],
  },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Print & Ship', href: '/print-ship' },
  { label: 'Shop', href: '/shopping' },
  { label: 'Locations', href: '/locations' },
  { label: 'Contact', href: '/contact' },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Sitemap', href: '/sitemap' },
];

/** Paths a menu's section holds beyond the links it lists (detail pages, the other reading of a route). */
const sectionPrefixes: Record<string, readonly string[]> = {
  services: ['/services'],
  locations: ['/locations', '/regions', '/towns'],
  resources: ['/resources', '/support', '/industries', '/blog', '/case-studies', '/shop', '/shopping'],
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
