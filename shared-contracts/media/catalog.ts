/**
 * The site's image library: every photo-like image any part shows, drawn by
 * `infra/src/media/build-media.ts` as SVG scenes (or taken from the owner's photos) and encoded to WebP and AVIF at build time.
 * Parts refer to images by id; the scene data is what the drawing script paints.
 */
export type VehicleKind = 'sedan' | 'suv' | 'van' | 'pickup' | 'boxTruck' | 'sportsCar';
export type Livery =
  | { kind: 'solid'; finish: 'gloss' | 'matte' | 'satin' }
  | { kind: 'stripes'; accent: string }
  | { kind: 'business'; company: string; tagline: string; accent: string }
  | { kind: 'partial'; accent: string; area: 'hoodRoofMirrors' | 'rearHalf' }
  | { kind: 'fade'; to: string };

export type Backdrop = 'studio' | 'street' | 'shop' | 'lot';

export type Scene =
  /** `front`: seen head-on (sedans, sports cars and SUVs, solid or striped film); a side view otherwise. */
  | {
      kind: 'vehicle';
      vehicle: VehicleKind;
      color: string;
      livery: Livery;
      backdrop: Backdrop;
      view?: 'side' | 'front';
    }
  | { kind: 'fleet'; vehicle: VehicleKind; color: string; company: string; accent: string }
  | { kind: 'ppf' }
  | { kind: 'ceramic'; color: string }
  | { kind: 'install'; color: string }
  | { kind: 'printer' }
  | { kind: 'shipping' }
  | { kind: 'portrait'; tool: 'squeegee' | 'heatGun' | 'tablet' | 'clipboard' | 'filmRoll'; accent: string }
  | { kind: 'shopFloor'; vehicle: VehicleKind; film: string; accent: string }
  | {
      kind: 'product';
      product:
        | 'tee'
        | 'hoodie'
        | 'cap'
        | 'vinylRoll'
        | 'squeegee'
        | 'heatGun'
        | 'ceramicKit'
        | 'ppfKit'
        | 'designBoard'
        | 'gift';
      color: string;
    };

export interface MediaImage {
  id: string;
  alt: string;
  /** Intrinsic size of the largest rendition; every rendition keeps this aspect ratio. */
  width: number;
  height: number;
  scene: Scene;
}

/** Rendered widths; the largest is the intrinsic width. */
export const mediaWidths = [640, 1280] as const;
export type MediaFormat = 'avif' | 'webp';

const wide = { width: 1280, height: 800 } as const;
const square = { width: 1280, height: 1280 } as const;

const vehicle = (id: string, alt: string, scene: Omit<Extract<Scene, { kind: 'vehicle' }>, 'kind'>): MediaImage => ({
  id,
  alt,
  ...wide,
  scene: { kind: 'vehicle', ...scene },
});

export const mediaCatalog = [
  vehicle(
    'plumbing-van-wrap',
    'Cargo van in a full blue and orange plumbing company wrap, parked on a Chicago street at dusk',
    {
      vehicle: 'van',
      color: '#1d4ed8',
      livery: { kind: 'business', company: 'ORTIZ PLUMBING', tagline: 'Licensed · Bonded · 24/7', accent: '#f97316' },
      backdrop: 'street',
    },
  ),
  vehicle('satin-black-sports-car', 'Sports car in a satin black color change wrap under studio lights', {
    vehicle: 'sportsCar',
    color: '#1f2937',
    livery: { kind: 'solid', finish: 'satin' },
    backdrop: 'studio',
  }),
  vehicle('nardo-grey-sedan', 'Sedan wrapped in gloss Nardo Grey inside the Wrap Lab shop', {
    vehicle: 'sedan',
    color: '#8b9097',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'shop',
  }),
  vehicle('racing-stripe-suv', 'SUV with twin racing stripes in red over a white base wrap', {
    vehicle: 'suv',
    color: '#f8fafc',
    livery: { kind: 'stripes', accent: '#dc2626' },
    backdrop: 'studio',
  }),
  vehicle('landscaping-pickup', 'Green pickup truck lettered for a landscaping company, parked in a lot', {
    vehicle: 'pickup',
    color: '#166534',
    livery: { kind: 'business', company: 'NORTHSIDE LAWN', tagline: 'Landscape · Snow · Design', accent: '#facc15' },
    backdrop: 'lot',
  }),
  vehicle('box-truck-bakery', 'Box truck wrapped for a bakery with a warm cream and brown design', {
    vehicle: 'boxTruck',
    color: '#fef3c7',
    livery: { kind: 'business', company: 'LAMON BAKERY', tagline: 'Fresh bread daily since 1987', accent: '#92400e' },
    backdrop: 'street',
  }),
  vehicle('color-shift-sedan', 'Sedan in a purple-to-teal color shift wrap in the studio', {
    vehicle: 'sedan',
    color: '#7c3aed',
    livery: { kind: 'fade', to: '#0d9488' },
    backdrop: 'studio',
  }),
  vehicle('matte-military-green-suv', 'SUV in a matte military green color change wrap', {
    vehicle: 'suv',
    color: '#4d5d3a',
    livery: { kind: 'solid', finish: 'matte' },
    backdrop: 'lot',
  }),
  vehicle('partial-wrap-hood-roof', 'White sedan with a partial wrap: gloss black hood, roof and mirrors', {
    vehicle: 'sedan',
    color: '#f1f5f9',
    livery: { kind: 'partial', accent: '#0f172a', area: 'hoodRoofMirrors' },
    backdrop: 'shop',
  }),
  vehicle('partial-wrap-van-graphics', 'Silver van with partial wrap graphics over the rear half', {
    vehicle: 'van',
    color: '#cbd5e1',
    livery: { kind: 'partial', accent: '#d9480f', area: 'rearHalf' },
    backdrop: 'lot',
  }),
  vehicle('electric-blue-sports-car', 'Sports car in gloss electric blue with a ceramic coated shine', {
    vehicle: 'sportsCar',
    color: '#2563eb',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'street',
  }),
  vehicle('hvac-van-wrap', 'Cargo van wrapped for an HVAC company in red and white', {
    vehicle: 'van',
    color: '#f8fafc',
    livery: {
      kind: 'business',
      company: 'WINDY CITY HVAC',
      tagline: 'Heating · Cooling · Air quality',
      accent: '#b91c1c',
    },
    backdrop: 'shop',
  }),
  vehicle('real-estate-suv', 'SUV with real estate agent graphics and a phone number on the doors', {
    vehicle: 'suv',
    color: '#0f172a',
    livery: { kind: 'business', company: 'PARK AVE REALTY', tagline: 'Homes across Chicagoland', accent: '#eab308' },
    backdrop: 'street',
  }),
  vehicle('construction-pickup', 'Pickup truck with high-visibility construction company graphics', {
    vehicle: 'pickup',
    color: '#f8fafc',
    livery: { kind: 'business', company: 'BRICKLINE BUILD', tagline: 'Commercial construction', accent: '#ea580c' },
    backdrop: 'lot',
  }),
  vehicle('food-truck-wrap', 'Box truck wrapped as a taco food truck in bright colors', {
    vehicle: 'boxTruck',
    color: '#dc2626',
    livery: { kind: 'business', company: 'TACOS EL CAMINO', tagline: 'Street tacos · Catering', accent: '#fde047' },
    backdrop: 'street',
  }),
  vehicle('before-faded-sedan', 'Before: sedan with faded, oxidized red paint', {
    vehicle: 'sedan',
    color: '#b45454',
    livery: { kind: 'solid', finish: 'matte' },
    backdrop: 'lot',
  }),
  vehicle('after-wrapped-sedan', 'After: the same sedan in a gloss candy red wrap', {
    vehicle: 'sedan',
    color: '#b91c1c',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'lot',
  }),
  vehicle('before-white-luxury', 'Before: white luxury vehicle in its factory paint', {
    vehicle: 'suv',
    color: '#f8fafc',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'studio',
  }),
  vehicle('after-blue-sport-luxury', 'After: the luxury vehicle in premium blue sport vinyl', {
    vehicle: 'suv',
    color: '#1e40af',
    livery: { kind: 'stripes', accent: '#e2e8f0' },
    backdrop: 'studio',
  }),
  vehicle(
    'front-racing-stripes',
    'Head-on view of a white sports car with twin red racing stripes over the hood and roof',
    {
      vehicle: 'sportsCar',
      color: '#f8fafc',
      livery: { kind: 'stripes', accent: '#dc2626' },
      backdrop: 'studio',
      view: 'front',
    },
  ),
  vehicle('front-ceramic-sedan', 'Head-on view of a gloss black sedan with a fresh ceramic coating in the shop', {
    vehicle: 'sedan',
    color: '#111827',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'shop',
    view: 'front',
  }),
  vehicle('front-satin-blue-suv', 'Head-on view of an SUV in a satin blue color change wrap, parked in a lot', {
    vehicle: 'suv',
    color: '#1e40af',
    livery: { kind: 'solid', finish: 'satin' },
    backdrop: 'lot',
    view: 'front',
  }),
  vehicle(
    'front-ppf-sedan',
    'Head-on view of a gloss red sedan under studio lights, its bumper, hood and mirrors ready for clear paint protection film',
    {
      vehicle: 'sedan',
      color: '#b91c1c',
      livery: { kind: 'solid', finish: 'gloss' },
      backdrop: 'studio',
      view: 'front',
    },
  ),
  {
    id: 'fleet-vans',
    alt: 'Three matching delivery vans in one fleet livery lined up outside the shop',
    ...wide,
    scene: { kind: 'fleet', vehicle: 'van', color: '#0f766e', company: 'LOOP LOGISTICS', accent: '#fbbf24' },
  },
  {
    id: 'fleet-pickups',
    alt: 'Row of utility pickups with matching fleet graphics',
    ...wide,
    scene: { kind: 'fleet', vehicle: 'pickup', color: '#f8fafc', company: 'GRID ELECTRIC', accent: '#2563eb' },
  },
  {
    id: 'ppf-install',
    alt: 'Installer squeegeeing clear paint protection film onto a hood, film edge visible',
    ...wide,
    scene: { kind: 'ppf' },
  },
  {
    id: 'ceramic-beading',
    alt: 'Water beading on ceramic coated dark blue paint',
    ...wide,
    scene: { kind: 'ceramic', color: '#1e3a8a' },
  },
  {
    id: 'ceramic-beading-red',
    alt: 'Tight water beads on ceramic coated red paint',
    ...wide,
    scene: { kind: 'ceramic', color: '#991b1b' },
  },
  {
    id: 'vinyl-install',
    alt: 'Installer applying vinyl to a door with a heat gun and squeegee',
    ...wide,
    scene: { kind: 'install', color: '#0ea5e9' },
  },
  {
    id: 'vinyl-install-orange',
    alt: 'Orange vinyl being stretched over a fender during installation',
    ...wide,
    scene: { kind: 'install', color: '#f97316' },
  },
  {
    id: 'large-format-printer',
    alt: 'Large-format printer printing a wrap panel from a roll of cast vinyl',
    ...wide,
    scene: { kind: 'printer' },
  },
  {
    id: 'print-ship-box',
    alt: 'Printed wrap panels rolled and packed in a labelled shipping tube and box',
    ...wide,
    scene: { kind: 'shipping' },
  },
  {
    id: 'shop-bay-sedan',
    alt: 'Two installers in the Wrap Lab bay wrapping a sedan in blue film, one with a heat gun, one kneeling with a squeegee',
    ...wide,
    scene: { kind: 'shopFloor', vehicle: 'sedan', film: '#1d4ed8', accent: '#f97316' },
  },
  {
    id: 'shop-bay-suv',
    alt: 'An SUV half covered in matte green film in the Wrap Lab bay, two installers at work',
    ...wide,
    scene: { kind: 'shopFloor', vehicle: 'suv', film: '#4d5d3a', accent: '#0ea5e9' },
  },
  {
    id: 'portrait-squeegee',
    alt: 'Silhouette of an installer holding a squeegee',
    ...square,
    scene: { kind: 'portrait', tool: 'squeegee', accent: '#2563eb' },
  },
  {
    id: 'portrait-heat-gun',
    alt: 'Silhouette of an installer holding a heat gun',
    ...square,
    scene: { kind: 'portrait', tool: 'heatGun', accent: '#f97316' },
  },
  {
    id: 'portrait-film-roll',
    alt: 'Silhouette of an installer holding a roll of film',
    ...square,
    scene: { kind: 'portrait', tool: 'filmRoll', accent: '#14b8a6' },
  },
  {
    id: 'portrait-tablet',
    alt: 'Silhouette of a designer holding a tablet with a wrap proof',
    ...square,
    scene: { kind: 'portrait', tool: 'tablet', accent: '#a855f7' },
  },
  {
    id: 'portrait-clipboard',
    alt: 'Silhouette of a fleet planner holding a clipboard',
    ...square,
    scene: { kind: 'portrait', tool: 'clipboard', accent: '#eab308' },
  },
  {
    id: 'product-tee',
    alt: 'Black Wrap Lab Chicago t-shirt with the orange logo',
    ...square,
    scene: { kind: 'product', product: 'tee', color: '#111827' },
  },
  {
    id: 'product-hoodie',
    alt: 'Gray Wrap Lab Chicago hoodie',
    ...square,
    scene: { kind: 'product', product: 'hoodie', color: '#6b7280' },
  },
  {
    id: 'product-cap',
    alt: 'Navy snapback cap with the Wrap Lab logo',
    ...square,
    scene: { kind: 'product', product: 'cap', color: '#1e3a8a' },
  },
  {
    id: 'product-vinyl-black',
    alt: 'Roll of gloss black cast wrap vinyl',
    ...square,
    scene: { kind: 'product', product: 'vinylRoll', color: '#111827' },
  },
  {
    id: 'product-vinyl-blue',
    alt: 'Roll of satin blue cast wrap vinyl',
    ...square,
    scene: { kind: 'product', product: 'vinylRoll', color: '#1d4ed8' },
  },
  {
    id: 'product-vinyl-red',
    alt: 'Roll of gloss red cast wrap vinyl',
    ...square,
    scene: { kind: 'product', product: 'vinylRoll', color: '#b91c1c' },
  },
  {
    id: 'product-vinyl-white',
    alt: 'Roll of gloss white cast wrap vinyl',
    ...square,
    scene: { kind: 'product', product: 'vinylRoll', color: '#f1f5f9' },
  },
  {
    id: 'product-squeegee',
    alt: 'Felt-edge wrap squeegee',
    ...square,
    scene: { kind: 'product', product: 'squeegee', color: '#2563eb' },
  },
  {
    id: 'product-heat-gun',
    alt: 'Variable temperature heat gun for vinyl installation',
    ...square,
    scene: { kind: 'product', product: 'heatGun', color: '#ea580c' },
  },
  {
    id: 'product-ceramic-kit',
    alt: 'Ceramic coating kit with bottle, applicator and towels',
    ...square,
    scene: { kind: 'product', product: 'ceramicKit', color: '#0f766e' },
  },
  {
    id: 'product-ppf-kit',
    alt: 'Pre-cut paint protection film kit for a front bumper and hood',
    ...square,
    scene: { kind: 'product', product: 'ppfKit', color: '#64748b' },
  },
  {
    id: 'product-design',
    alt: 'Wrap design proof on a drafting board',
    ...square,
    scene: { kind: 'product', product: 'designBoard', color: '#7c3aed' },
  },
  {
    id: 'product-gift',
    alt: 'Wrap Lab gift card in a box',
    ...square,
    scene: { kind: 'product', product: 'gift', color: '#d9480f' },
  },
] as const satisfies readonly MediaImage[];

export type MediaId = (typeof mediaCatalog)[number]['id'];

const byId = new Map<string, MediaImage>(mediaCatalog.map((image) => [image.id, image]));

export function mediaImage(id: MediaId): MediaImage {
  const image = byId.get(id);
  if (!image) throw new Error(`No image ${id} in the media library`);
  return image;
}

/** Served from the site's own origin, so every part points at one copy. */
export const mediaUrl = (id: MediaId, width: (typeof mediaWidths)[number], format: MediaFormat) =>
  `/media/${id}-${width}.${format}`;

export const mediaSrcSet = (id: MediaId, format: MediaFormat) =>
  mediaWidths.map((width) => `${mediaUrl(id, width, format)} ${width}w`).join(', ');

/**
 * Whether the picture carries painted lettering (a customer's livery, a fleet's name, a shipping
 * label). Such a picture may be shown as a picture, never behind a headline or a button.
 */
export function paintedLettering(id: MediaId): boolean {
  const { scene } = mediaImage(id);
  return (
    (scene.kind === 'vehicle' && scene.livery.kind === 'business') ||
    scene.kind === 'fleet' ||
    scene.kind === 'printer' ||
    scene.kind === 'shipping'
  );
}
