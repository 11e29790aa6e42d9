import type { MediaId } from 'shared-contracts/media/catalog';

/** The four categories the filter offers; shipping and premium listings are sections of their own. */
export const filterCategories = ['merchandise', 'wrap_material', 'protection', 'design'] as const;
export type FilterCategory = (typeof filterCategories)[number];
export type ProductCategory = FilterCategory | 'shipping' | 'premium_listing';
export type CategoryFilter = 'all' | FilterCategory;

export interface Product {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents?: number;
  bestValue?: boolean;
  category: ProductCategory;
  /** The product's color, also the background of its fallback visual when it has no photo. */
  color: string;
  image?: MediaId;
  images?: readonly MediaId[];
  features: readonly string[];
  /** Apparel sizes the visitor picks from before adding it to the cart. */
  sizes?: readonly string[];
}

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

/** Photos the gallery fills thumbnails from when a product has no image list of its own. */
export const fallbackGalleryImages: readonly MediaId[] = ['shop-bay-sedan', 'large-format-printer', 'ppf-install'];

/** The Example Applications strip on a product page: four finished jobs that use this kind of product. */
/** Finished work that uses a category's products; apparel and gift cards have none. */
export const exampleApplications: Readonly<Partial<Record<ProductCategory, readonly MediaId[]>>> = {
  wrap_material: ['satin-black-sports-car', 'matte-military-green-suv', 'partial-wrap-hood-roof', 'color-shift-sedan'],
  protection: ['ppf-install', 'front-ppf-sedan', 'ceramic-beading', 'front-ceramic-sedan'],
  design: ['plumbing-van-wrap', 'food-truck-wrap', 'real-estate-suv', 'box-truck-bakery'],
  shipping: ['print-ship-box', 'large-format-printer', 'hvac-van-wrap', 'construction-pickup'],
  premium_listing: ['vinyl-install', 'fleet-pickups', 'landscaping-pickup', 'partial-wrap-van-graphics'],
};

const apparelSizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

/** The material calculator sizes vinyl for a vehicle: it belongs beside film, design and printing, not apparel or kits. */
export const showsMaterialCalculator = (category: ProductCategory) =>
  category === 'wrap_material' || category === 'design' || category === 'shipping';

export const products: readonly Product[] = [
  {
    id: 'wrap-lab-tee',
    name: 'Wrap Lab Crew Tee',
    description:
      'Soft ring-spun cotton tee in black with the orange Wrap Lab Chicago logo on the chest and "Lamon Ave" across the back.',
    priceCents: 2500,
    category: 'merchandise',
    color: '#111827',
    image: 'product-tee',
    images: ['product-tee', 'product-tee-detail', 'product-tee-flat'],
    features: [
      '100% ring-spun cotton, pre-shrunk',
      'Sizes S to 3XL',
      'Screen printed in Chicago',
      'Free for premium members',
    ],
    sizes: apparelSizes,
  },
  {
    id: 'wrap-lab-hoodie',
    name: 'Shop Floor Hoodie',
    description:
      'Heavyweight gray pullover hoodie, the same one our installers wear through Chicago winters in the bay.',
    priceCents: 5499,
    originalPriceCents: 6499,
    bestValue: true,
    category: 'merchandise',
    color: '#6b7280',
    image: 'product-hoodie',
    images: ['product-hoodie', 'product-hoodie-detail', 'product-hoodie-flat'],
    features: ['13 oz cotton-poly fleece', 'Kangaroo pocket and lined hood', 'Embroidered logo', 'Sizes S to 3XL'],
    sizes: apparelSizes,
  },
  {
    id: 'wrap-lab-snapback',
    name: 'Wrap Lab Snapback',
    description: 'Structured navy snapback with an embroidered Wrap Lab badge and a flat brim.',
    priceCents: 2800,
    category: 'merchandise',
    color: '#1e3a8a',
    image: 'product-cap',
    images: ['product-cap', 'product-cap-detail', 'product-cap-flat'],
    features: ['One size, adjustable snap', 'Embroidered front badge', 'Wool blend crown'],
  },
  {
    id: 'gift-card-100',
    name: 'Wrap Lab Gift Card, $100',
    description: 'A $100 gift card good toward any wrap, ceramic coating, paint protection film install or shop order.',
    priceCents: 10000,
    category: 'merchandise',
    color: '#d9480f',
    image: 'product-gift',
    images: ['product-gift', 'product-gift-detail', 'product-gift-flat'],
    features: ['Never expires', 'Good for services and shop items', 'Mailed in a gift box or picked up at the shop'],
  },
  {
    id: '3m-2080-gloss-black-roll',
    name: '3M 2080 Gloss Black, 60 in x 25 ft',
    description:
      'A full roll of 3M Wrap Film Series 2080 in gloss black: 125 sq ft of cast film with pressure-activated, air-release adhesive.',
    priceCents: 68900,
    originalPriceCents: 74900,
    bestValue: true,
    category: 'wrap_material',
    color: '#111827',
    image: 'product-vinyl-black',
    images: ['product-vinyl-black', 'product-vinyl-black-detail', 'product-vinyl-black-flat'],
    features: [
      '125 sq ft, enough for most sedans',
      'Protective top film against install scratches',
      'Repositionable, air-release adhesive',
      'Up to 8 years outdoor durability',
    ],
  },
  {
    id: 'avery-sw900-satin-blue-roll',
    name: 'Avery Dennison SW900 Satin Blue, 60 in x 25 ft',
    description:
      'Supreme Wrapping Film in a deep satin blue. Conforms easily around mirrors and bumpers and removes cleanly.',
    priceCents: 61250,
    category: 'wrap_material',
    color: '#1d4ed8',
    image: 'product-vinyl-blue',
    images: ['product-vinyl-blue', 'product-vinyl-blue-detail', 'product-vinyl-blue-flat'],
    features: ['125 sq ft cast film', 'Easy Apply RS technology', 'Up to 7 years outdoor durability', 'Clean removal'],
  },
  {
    id: '3m-2080-hot-rod-red-5ft',
    name: '3M 2080 Gloss Hot Rod Red, 60 in x 5 ft',
    description: 'A 25 sq ft length of gloss red for roofs, mirrors, accents and practice panels.',
    priceCents: 14900,
    category: 'wrap_material',
    color: '#b91c1c',
    image: 'product-vinyl-red',
    images: ['product-vinyl-red', 'product-vinyl-red-detail', 'product-vinyl-red-flat'],
    features: ['25 sq ft cast film', 'Ideal for roofs, mirrors and trim', 'Same film as our full color changes'],
  },
  {
    id: 'felt-squeegee-4-pack',
    name: 'Felt-Edge Squeegee, 4 pack',
    description: 'Medium-flex squeegees with replaceable felt edges that glide over film without scratching it.',
    priceCents: 1899,
    category: 'wrap_material',
    color: '#2563eb',
    image: 'product-squeegee',
    images: ['product-squeegee', 'product-squeegee-detail', 'product-squeegee-flat'],
    features: ['Four squeegees, medium flex', 'Replaceable felt buffers', 'Fits in a back pocket'],
  },
  {
    id: 'variable-heat-gun',
    name: 'Variable-Temperature Heat Gun',
    description:
      'A 1,500 W heat gun with a digital display, for post-heating edges and recesses to the temperature the film maker asks for.',
    priceCents: 7900,
    category: 'wrap_material',
    color: '#ea580c',
    image: 'product-heat-gun',
    images: ['product-heat-gun', 'product-heat-gun-detail', 'product-heat-gun-flat'],
    features: ['120 to 1,100 °F in 10 ° steps', 'Digital temperature display', 'Two nozzles included'],
  },
  {
    id: 'knifeless-tape-164ft',
    name: 'Knifeless Finish Line Tape, 164 ft',
    description:
      'Filament tape that cuts film in place with no blade on the paint: lay it, wrap over it, pull it up through the film.',
    priceCents: 4200,
    category: 'wrap_material',
    color: '#facc15',
    image: 'product-knifeless-tape',
    images: ['product-knifeless-tape', 'product-knifeless-tape-detail', 'product-knifeless-tape-flat'],
    features: ['164 ft roll', 'Straight, clean cuts on any panel', 'No blade touches the paint'],
  },
  {
    id: 'ceramic-coating-kit',
    name: 'Ceramic Coating DIY Kit',
    description:
      'A 9H ceramic coating kit with everything to coat one car: coating, prep spray, applicator block, suede cloths and microfiber towels.',
    priceCents: 8999,
    originalPriceCents: 11999,
    bestValue: true,
    category: 'protection',
    color: '#0f766e',
    image: 'product-ceramic-kit',
    images: ['product-ceramic-kit', 'product-ceramic-kit-detail', 'product-ceramic-kit-flat'],
    features: [
      '30 ml, enough for one car',
      'Up to 2 years of protection',
      'Works on paint, wheels and wrap film',
      'Step-by-step guide included',
    ],
  },
  {
    id: 'ppf-front-kit',
    name: 'Pre-Cut PPF Front Kit',
    description:
      'Self-healing clear paint protection film pre-cut for your bumper, partial hood, fenders and mirrors from the vehicle you tell us.',
    priceCents: 34900,
    category: 'protection',
    color: '#64748b',
    image: 'product-ppf-kit',
    images: ['product-ppf-kit', 'product-ppf-kit-detail', 'product-ppf-kit-flat'],
    features: [
      'Cut to your year, make and model',
      'Self-healing 8 mil urethane',
      'Gloss finish, stain resistant',
      '10-year manufacturer warranty',
    ],
  },
  {
    id: 'ceramic-topper-spray',
    name: 'Ceramic Top-Up Spray, 16 oz',
    description:
      'A spray sealant that tops up the beading of a ceramic coating between washes. Safe on wrap film and PPF.',
    priceCents: 2499,
    category: 'protection',
    color: '#0ea5e9',
    image: 'product-ceramic-spray',
    images: ['product-ceramic-spray', 'product-ceramic-spray-detail', 'product-ceramic-spray-flat'],
    features: ['16 oz bottle with trigger', 'Use every 4 to 6 washes', 'Safe on coatings, wraps and PPF'],
  },
  {
    id: 'custom-wrap-design',
    name: 'Custom Full-Wrap Design',
    description:
      'A full vehicle wrap designed around your brand by our in-house designers, with three rounds of revisions and print-ready files.',
    priceCents: 45000,
    originalPriceCents: 60000,
    bestValue: true,
    category: 'design',
    color: '#7c3aed',
    image: 'product-design',
    images: ['product-design', 'product-design-detail', 'product-design-flat'],
    features: [
      'Proofs on your exact vehicle template',
      'Three rounds of revisions',
      'Print-ready files you own',
      'Credited toward installation at our shop',
    ],
  },
  {
    id: 'logo-vectorization',
    name: 'Logo Vectorization',
    description: 'We redraw a blurry or low-resolution logo as a clean vector file that prints sharp at wrap size.',
    priceCents: 7500,
    category: 'design',
    color: '#db2777',
    image: 'product-logo-vector',
    images: ['product-logo-vector', 'product-logo-vector-detail', 'product-logo-vector-flat'],
    features: ['Delivered as AI, EPS, SVG and PDF', 'Two business days', 'Exact color matching to your brand'],
  },
  {
    id: 'fleet-design-package',
    name: 'Fleet Livery Design Package',
    description:
      'One livery adapted to up to five vehicle types, so every van, pickup and box truck in your fleet looks like the same company.',
    priceCents: 120000,
    category: 'design',
    color: '#0f172a',
    image: 'fleet-vans',
    images: ['fleet-vans', 'fleet-pickups', 'product-design-flat'],
    features: ['Up to five vehicle templates', 'Brand guide for future vehicles', 'Print-ready files for any shop'],
  },
  {
    id: 'print-ship-standard',
    name: 'Wrap Panel Freight, Standard',
    description:
      'Oversize freight for the 60 in wide printed panels of a Print & Ship wrap, rolled in a crush-proof tube to any US address. Shop orders still ship free.',
    priceCents: 4900,
    category: 'shipping',
    color: '#92400e',
    image: 'print-ship-box',
    images: ['print-ship-box', 'large-format-printer'],
    features: ['3 to 5 business days in transit', 'Tracked and insured', 'Panels labelled by position'],
  },
  {
    id: 'print-ship-rush',
    name: 'Rush Panel Production',
    description:
      'Moves your approved Print & Ship design to the front of the print queue, so its panels leave within two business days of approval.',
    priceCents: 14900,
    category: 'shipping',
    color: '#0369a1',
    image: 'large-format-printer',
    images: ['large-format-printer', 'print-ship-box'],
    features: [
      'Ships within 2 business days of approval',
      'Same inks, films and laminates',
      'Combine with standard panel freight',
    ],
  },
  {
    id: 'premium-installer-listing',
    name: 'Premium Installer Listing, 1 month',
    description:
      'A featured spot for your installation business at the top of our installer directory for your city, with your logo and a direct call button.',
    priceCents: 2999,
    category: 'premium_listing',
    color: '#15803d',
    image: 'product-installer-listing',
    images: ['product-installer-listing', 'product-installer-listing-detail', 'product-installer-listing-flat'],
    features: ['Top of your city in the directory', 'Logo, photos and call button', 'Monthly, cancel anytime'],
  },
];

export const findProduct = (id: string | undefined) => products.find((product) => product.id === id);

export const productsIn = (category: ProductCategory) => products.filter((product) => product.category === category);

/** The sections a filter shows: every section for "all", otherwise only the chosen category. */
export const sectionsFor = (filter: CategoryFilter) =>
  filter === 'all' ? categorySections : categorySections.filter((section) => section.category === filter);

export const filterLabel = (filter: CategoryFilter) => (filter === 'all' ? 'All' : categoryLabel(filter));

/** Gallery images: the product's own list, else its image plus shared fallbacks (up to three). */
export function galleryImages(product: Product): readonly MediaId[] {
  if (product.images && product.images.length > 0) return product.images;
  const own = product.image ? [product.image] : [];
  return [...own, ...fallbackGalleryImages.filter((id) => id !== product.image).slice(0, 3)];
}
