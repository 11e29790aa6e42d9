import type { MediaId } from 'shared-contracts/media/catalog';

/** The four categories the filter offers; shipping and premium listings are sections of their own. */
export const filterCategories = ['merchandise', 'wrap_material', 'protection', 'design'] as const;
export type FilterCategory = (typeof filterCategories)[number];
export type ProductCategory = FilterCategory | 'shipping' | 'premium_listing';
export type CategoryFilter = 'all' | FilterCategory;

export interface CategorySection {
  category: ProductCategory;
  /** Short label on cards, the detail page and the filter. */
  label: string;
  title: string;
  intro: string;
}

/** Sections in the order the shop shows them. */
export const categorySections: readonly CategorySection[] = [
  {
    category: 'merchandise',
    label: 'Merchandise',
    title: 'Wrap Lab merchandise',
    intro: 'Shop shirts, hoodies and caps our installers wear on the floor, plus gift cards for any service.',
  },
  {
    category: 'wrap_material',
    label: 'Wrap Materials',
    title: 'Wrap materials and tools',
    intro: 'The cast films and tools we install with every day in our Chicago bays, for DIY installers and wrap shops.',
  },
  {
    category: 'protection',
    label: 'Protection',
    title: 'Protection products',
    intro: 'Ceramic coating and paint protection film kits for drivers who want to protect their own paint.',
  },
  {
    category: 'design',
    label: 'Design Services',
    title: 'Design services',
    intro: 'Print-ready wrap designs from the team that designs our fleet and color-change wraps.',
  },
  {
    category: 'shipping',
    label: 'Shipping',
    title: 'Print and ship',
    intro:
      'For Print & Ship wraps: we print and laminate your design in Chicago, and the 60 in wide panels travel as oversize freight to any US address.',
  },
  {
    category: 'premium_listing',
    label: 'Premium Listing',
    title: 'Premium installer listings',
    intro: 'Installers and wrap shops: put your business at the top of our installer directory.',
  },
];

export const categoryLabel = (category: ProductCategory) =>
  categorySections.find((section) => section.category === category)?.label ?? category;

/** The sections a filter shows: every section for "all", otherwise only the chosen category. */
export const sectionsFor = (filter: CategoryFilter) =>
  filter === 'all' ? categorySections : categorySections.filter((section) => section.category === filter);

export const filterLabel = (filter: CategoryFilter) => (filter === 'all' ? 'All' : categoryLabel(filter));

/** The Example Applications strip on a product page: four finished jobs that use a category's products (apparel and gift cards have none). */
export const exampleApplications: Readonly<Partial<Record<ProductCategory, readonly MediaId[]>>> = {
  wrap_material: ['satin-black-sports-car', 'matte-military-green-suv', 'partial-wrap-hood-roof', 'color-shift-sedan'],
  protection: ['ppf-install', 'front-ppf-sedan', 'ceramic-beading', 'front-ceramic-sedan'],
  design: ['plumbing-van-wrap', 'food-truck-wrap', 'real-estate-suv', 'box-truck-bakery'],
  shipping: ['print-ship-box', 'large-format-printer', 'hvac-van-wrap', 'construction-pickup'],
  premium_listing: ['vinyl-install', 'fleet-pickups', 'landscaping-pickup', 'partial-wrap-van-graphics'],
};

/** The material calculator sizes vinyl for a vehicle: it belongs beside film, design and printing, not apparel or kits. */
export const showsMaterialCalculator = (category: ProductCategory) =>
  category === 'wrap_material' || category === 'design' || category === 'shipping';
