/**
 * The site's image library: every picture any part shows, drawn by `infra/src/media/build-media.ts`
 * as illustrated SVG scenes (or taken from the owner's photos) and encoded to WebP and AVIF at build time.
 * Parts refer to images by id; the scene data is what the drawing script paints, and each image's
 * facts (vehicle, colours, finish, lettering) are what its captions and placements are checked against.
 */
export type VehicleKind = 'sedan' | 'suv' | 'van' | 'pickup' | 'boxTruck' | 'sportsCar';
export type Finish = 'gloss' | 'matte' | 'satin';
export type Livery =
  | { kind: 'solid'; finish: Finish }
  | { kind: 'stripes'; accent: string }
  | { kind: 'business'; company: string; tagline: string; accent: string }
  | { kind: 'partial'; accent: string; area: 'hoodRoofMirrors' | 'rearHalf' }
  | { kind: 'fade'; to: string };

export type Backdrop = 'studio' | 'street' | 'shop' | 'lot';
/** The paint's state in a before/after pair: chipped or dull before, under film or beading after. */
export type Surface = 'chipped' | 'dull' | 'filmed' | 'beaded';

export type ProductKind =
  | 'tee'
  | 'hoodie'
  | 'cap'
  | 'vinylRoll'
  | 'squeegee'
  | 'heatGun'
  | 'knifelessTape'
  | 'ceramicKit'
  | 'ceramicSpray'
  | 'ppfKit'
  | 'designBoard'
  | 'logoVector'
  | 'listing'
  | 'gift';

export type Scene =
  /** `front`: seen head-on (sedans, sports cars and SUVs); a side view otherwise. */
  | {
      kind: 'vehicle';
      vehicle: VehicleKind;
      color: string;
      livery: Livery;
      backdrop: Backdrop;
      view?: 'side' | 'front';
      surface?: Surface;
    }
  | { kind: 'fleet'; vehicle: VehicleKind; color: string; company: string; accent: string }
  | { kind: 'ppf' }
  | { kind: 'ppfEdge'; color: string }
  | { kind: 'ceramic'; color: string }
  | { kind: 'install'; color: string }
  | { kind: 'printer' }
  | { kind: 'shipping' }
  | { kind: 'portrait'; tool: 'squeegee' | 'heatGun' | 'tablet' | 'clipboard' | 'filmRoll'; accent: string }
  | { kind: 'shopFloor'; vehicle: VehicleKind; film: string; accent: string }
  /** A backdrop composed for text: the subject in the right third, a quiet field on the left. */
  | { kind: 'hero'; backdrop: Backdrop; vehicle: VehicleKind; color: string; finish: Finish }
  | { kind: 'sheen'; color: string }
  | { kind: 'product'; product: ProductKind; color: string; view?: 'front' | 'closeUp' | 'flatLay' };

/** What a picture shows, in the words a caption would use. */
export interface ImageFacts {
  vehicle?: VehicleKind;
  /** Colour names a caption may give (the body colour first). */
  colours: readonly string[];
  finish?: Finish;
  /** Painted lettering (a customer's livery, a fleet's name, a label): never behind a headline. */
  lettering: boolean;
  /** A hand tool drawn large (a squeegee or heat gun in a close-up): never behind a headline either. */
  tool?: boolean;
}

export interface MediaImage {
  id: string;
  alt: string;
  /** Intrinsic size of the largest rendition; every rendition keeps this aspect ratio. */
  width: number;
  height: number;
  scene: Scene;
  facts: ImageFacts;
  /**
   * Set when the owner's photograph (`infra/media/photos/<id>.*`) replaces the painted scene: the caption
   * says what the photo shows and where, in the owner's words. Without it the picture is an illustration,
   * and every caption and lead around it says so (`pictureCaption`, `allPhotographs`).
   */
  photo?: { caption: string };
}

/** Rendered widths; the largest is the intrinsic width. */
export const mediaWidths = [640, 1280] as const;
export type MediaFormat = 'avif' | 'webp';

const wide = { width: 1280, height: 800 } as const;
const square = { width: 1280, height: 1280 } as const;

type VehicleScene = Omit<Extract<Scene, { kind: 'vehicle' }>, 'kind'>;

const vehicle = (id: string, alt: string, colours: readonly string[], scene: VehicleScene) => ({
  id,
  alt,
  ...wide,
  scene: { kind: 'vehicle' as const, ...scene },
  facts: {
    vehicle: scene.vehicle,
    colours,
    finish: scene.livery.kind === 'solid' ? scene.livery.finish : ('gloss' as const),
    lettering: scene.livery.kind === 'business',
  },
});

/** A picture without a vehicle in it (or with one too small to caption). */
const still = (
  id: string,
  alt: string,
  size: { width: number; height: number },
  scene: Scene,
  colours: readonly string[],
  extra: Partial<ImageFacts> = {},
) => ({ id, alt, ...size, scene, facts: { colours, lettering: false, ...extra } });

const product = (
  id: string,
  alt: string,
  item: ProductKind,
  color: string,
  colours: readonly string[],
  marks: { lettering: boolean; finish?: Finish },
  view: 'front' | 'closeUp' | 'flatLay' = 'front',
) => still(id, alt, square, { kind: 'product', product: item, color, view }, colours, marks);

/** A product from the front, a close-up of its detail and laid flat: the three views of its picture strip. */
function productViews(
  id: string,
  alt: string,
  item: ProductKind,
  color: string,
  colours: readonly string[],
  marks: { lettering: boolean; finish?: Finish },
) {
  const lower = alt.charAt(0).toLowerCase() + alt.slice(1);
  return [
    product(id, alt, item, color, colours, marks),
    product(`${id}-detail`, `Close-up detail: ${lower}`, item, color, colours, marks, 'closeUp'),
    product(`${id}-flat`, `Laid flat on a slate work surface: ${lower}`, item, color, colours, marks, 'flatLay'),
  ] as const;
}

export const mediaCatalog = [
  vehicle(
    'plumbing-van-wrap',
    'Cargo van in a full blue and orange plumbing company wrap, parked on a Chicago street',
    ['blue', 'orange'],
    {
      vehicle: 'van',
      color: '#1d4ed8',
      livery: { kind: 'business', company: 'ORTIZ PLUMBING', tagline: 'Licensed · Bonded · 24/7', accent: '#f97316' },
      backdrop: 'street',
    },
  ),
  vehicle(
    'satin-black-sports-car',
    'Sports car in a satin black color change wrap against a light studio backdrop',
    ['black'],
    { vehicle: 'sportsCar', color: '#23272e', livery: { kind: 'solid', finish: 'satin' }, backdrop: 'studio' },
  ),
  vehicle('nardo-grey-sedan', 'Sedan wrapped in gloss Nardo Grey inside the Wrap Lab shop', ['grey', 'gray'], {
    vehicle: 'sedan',
    color: '#8b9097',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'shop',
  }),
  vehicle('racing-stripe-suv', 'White SUV with twin red racing stripes along its sides', ['white', 'red'], {
    vehicle: 'suv',
    color: '#f4f6f8',
    livery: { kind: 'stripes', accent: '#dc2626' },
    backdrop: 'studio',
  }),
  vehicle(
    'landscaping-pickup',
    'Green pickup truck lettered for a landscaping company, parked in a lot',
    ['green', 'yellow'],
    {
      vehicle: 'pickup',
      color: '#166534',
      livery: { kind: 'business', company: 'NORTHSIDE LAWN', tagline: 'Landscape · Snow · Design', accent: '#facc15' },
      backdrop: 'lot',
    },
  ),
  vehicle('box-truck-bakery', 'Box truck wrapped for a bakery with a warm cream and brown design', ['cream', 'brown'], {
    vehicle: 'boxTruck',
    color: '#fef3c7',
    livery: { kind: 'business', company: 'LAMON BAKERY', tagline: 'Fresh bread daily since 1987', accent: '#92400e' },
    backdrop: 'street',
  }),
  vehicle('color-shift-sedan', 'Sedan in a purple-to-teal color shift wrap in the studio', ['purple', 'teal'], {
    vehicle: 'sedan',
    color: '#7c3aed',
    livery: { kind: 'fade', to: '#0d9488' },
    backdrop: 'studio',
  }),
  vehicle('matte-military-green-suv', 'SUV in a matte military green color change wrap', ['green', 'military green'], {
    vehicle: 'suv',
    color: '#4b5a37',
    livery: { kind: 'solid', finish: 'matte' },
    backdrop: 'lot',
  }),
  vehicle(
    'partial-wrap-hood-roof',
    'White sedan seen head-on with a partial wrap: gloss black hood, roof and mirrors',
    ['white', 'black'],
    {
      vehicle: 'sedan',
      color: '#f4f6f8',
      livery: { kind: 'partial', accent: '#111418', area: 'hoodRoofMirrors' },
      backdrop: 'shop',
      view: 'front',
    },
  ),
  vehicle(
    'partial-wrap-van-graphics',
    'Silver van with partial wrap graphics in orange over the rear half',
    ['silver', 'orange'],
    {
      vehicle: 'van',
      color: '#cbd5e1',
      livery: { kind: 'partial', accent: '#d9480f', area: 'rearHalf' },
      backdrop: 'lot',
    },
  ),
  vehicle(
    'electric-blue-sports-car',
    'Sports car in gloss electric blue with a ceramic coated shine',
    ['blue', 'electric blue'],
    { vehicle: 'sportsCar', color: '#2563eb', livery: { kind: 'solid', finish: 'gloss' }, backdrop: 'street' },
  ),
  vehicle('hvac-van-wrap', 'Cargo van wrapped for an HVAC company in red and white', ['white', 'red'], {
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
  vehicle(
    'real-estate-suv',
    'Navy SUV with real estate agent graphics and a phone number on the doors',
    ['navy', 'gold'],
    {
      vehicle: 'suv',
      color: '#0f172a',
      livery: { kind: 'business', company: 'PARK AVE REALTY', tagline: 'Homes across Chicagoland', accent: '#eab308' },
      backdrop: 'street',
    },
  ),
  vehicle(
    'construction-pickup',
    'White pickup truck with high-visibility orange construction company graphics',
    ['white', 'orange'],
    {
      vehicle: 'pickup',
      color: '#f8fafc',
      livery: { kind: 'business', company: 'BRICKLINE BUILD', tagline: 'Commercial construction', accent: '#ea580c' },
      backdrop: 'lot',
    },
  ),
  vehicle('food-truck-wrap', 'Box truck wrapped as a taco food truck in bright red and yellow', ['red', 'yellow'], {
    vehicle: 'boxTruck',
    color: '#dc2626',
    livery: { kind: 'business', company: 'TACOS EL CAMINO', tagline: 'Street tacos · Catering', accent: '#fde047' },
    backdrop: 'street',
  }),
  vehicle('before-faded-sedan', 'Before: sedan with faded, oxidized red paint', ['red'], {
    vehicle: 'sedan',
    color: '#b45454',
    livery: { kind: 'solid', finish: 'matte' },
    backdrop: 'lot',
    surface: 'dull',
  }),
  vehicle('after-wrapped-sedan', 'After: the same sedan in a gloss candy red wrap', ['red', 'candy red'], {
    vehicle: 'sedan',
    color: '#b91c1c',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'lot',
  }),
  vehicle('before-white-luxury', 'Before: white luxury SUV in its factory paint', ['white'], {
    vehicle: 'suv',
    color: '#f4f6f8',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'studio',
  }),
  vehicle(
    'after-blue-sport-luxury',
    'After: the same luxury SUV in premium blue vinyl with white sport stripes',
    ['blue', 'white'],
    { vehicle: 'suv', color: '#1e40af', livery: { kind: 'stripes', accent: '#e2e8f0' }, backdrop: 'studio' },
  ),
  vehicle(
    'front-racing-stripes',
    'Head-on view of a white sports car with twin red racing stripes over the hood and roof',
    ['white', 'red'],
    {
      vehicle: 'sportsCar',
      color: '#f4f6f8',
      livery: { kind: 'stripes', accent: '#dc2626' },
      backdrop: 'studio',
      view: 'front',
    },
  ),
  vehicle(
    'front-ceramic-sedan',
    'Head-on view of a gloss black sedan with a fresh ceramic coating in the shop',
    ['black'],
    { vehicle: 'sedan', color: '#15181d', livery: { kind: 'solid', finish: 'gloss' }, backdrop: 'shop', view: 'front' },
  ),
  vehicle(
    'front-satin-blue-suv',
    'Head-on view of an SUV in a satin blue color change wrap, parked in a lot',
    ['blue'],
    { vehicle: 'suv', color: '#1e40af', livery: { kind: 'solid', finish: 'satin' }, backdrop: 'lot', view: 'front' },
  ),
  vehicle(
    'front-ppf-sedan',
    'Head-on view of a gloss red sedan under studio lights, its bumper, hood and mirrors ready for clear paint protection film',
    ['red'],
    {
      vehicle: 'sedan',
      color: '#b91c1c',
      livery: { kind: 'solid', finish: 'gloss' },
      backdrop: 'studio',
      view: 'front',
    },
  ),
  vehicle(
    'before-ppf-sedan',
    'Before paint protection film: the front of a graphite grey sedan with stone chips across the bumper and hood edge',
    ['grey', 'graphite grey'],
    {
      vehicle: 'sedan',
      color: '#3f4753',
      livery: { kind: 'solid', finish: 'gloss' },
      backdrop: 'studio',
      view: 'front',
      surface: 'chipped',
    },
  ),
  vehicle(
    'after-ppf-sedan',
    'After paint protection film: the same graphite grey sedan, chips repaired, clear film over the bumper and hood',
    ['grey', 'graphite grey'],
    {
      vehicle: 'sedan',
      color: '#3f4753',
      livery: { kind: 'solid', finish: 'gloss' },
      backdrop: 'studio',
      view: 'front',
      surface: 'filmed',
    },
  ),
  vehicle(
    'before-ceramic-suv',
    'Before ceramic coating: a dark blue SUV with dull, swirled paint',
    ['blue', 'dark blue'],
    { vehicle: 'suv', color: '#1e3a6b', livery: { kind: 'solid', finish: 'gloss' }, backdrop: 'shop', surface: 'dull' },
  ),
  vehicle(
    'after-ceramic-suv',
    'After ceramic coating: the same dark blue SUV with a deep gloss and water beading on the doors',
    ['blue', 'dark blue'],
    {
      vehicle: 'suv',
      color: '#1e3a6b',
      livery: { kind: 'solid', finish: 'gloss' },
      backdrop: 'shop',
      surface: 'beaded',
    },
  ),
  vehicle('before-color-change-sedan', 'Before a color change: a silver sedan in its factory gloss paint', ['silver'], {
    vehicle: 'sedan',
    color: '#c3c8cf',
    livery: { kind: 'solid', finish: 'gloss' },
    backdrop: 'studio',
  }),
  vehicle(
    'after-color-change-sedan',
    'After a color change: the same sedan wrapped in satin forest green',
    ['green', 'forest green'],
    { vehicle: 'sedan', color: '#2f4a3a', livery: { kind: 'solid', finish: 'satin' }, backdrop: 'studio' },
  ),
  {
    id: 'fleet-vans',
    alt: 'Three matching teal delivery vans in one fleet livery lined up in a lot',
    ...wide,
    scene: { kind: 'fleet', vehicle: 'van', color: '#0f766e', company: 'LOOP LOGISTICS', accent: '#fbbf24' },
    facts: { vehicle: 'van', colours: ['teal', 'yellow'], finish: 'gloss', lettering: true },
  },
  {
    id: 'fleet-pickups',
    alt: 'Row of white utility pickups with matching blue fleet graphics',
    ...wide,
    scene: { kind: 'fleet', vehicle: 'pickup', color: '#f8fafc', company: 'GRID ELECTRIC', accent: '#2563eb' },
    facts: { vehicle: 'pickup', colours: ['white', 'blue'], finish: 'gloss', lettering: true },
  },
  still(
    'ppf-install',
    'Close-up of an installer squeegeeing clear paint protection film onto a red hood, the film edge visible',
    wide,
    { kind: 'ppf' },
    ['red'],
    { finish: 'gloss', tool: true },
  ),
  still(
    'ppf-bumper-edge',
    'Close-up of a clear paint protection film edge wrapped around the corner of a white bumper',
    wide,
    { kind: 'ppfEdge', color: '#eef1f4' },
    ['white'],
    { finish: 'gloss' },
  ),
  still(
    'ceramic-beading',
    'Water beading on ceramic coated dark blue paint',
    wide,
    { kind: 'ceramic', color: '#1e3a8a' },
    ['blue', 'dark blue'],
  ),
  still(
    'ceramic-beading-red',
    'Tight water beads on ceramic coated red paint',
    wide,
    { kind: 'ceramic', color: '#991b1b' },
    ['red'],
  ),
  still(
    'vinyl-install',
    'Installer laying sky blue vinyl onto a door with a squeegee while a heat gun warms the film',
    wide,
    { kind: 'install', color: '#0ea5e9' },
    ['blue', 'sky blue'],
    { tool: true },
  ),
  still(
    'vinyl-install-orange',
    'Orange vinyl being squeegeed onto a door panel during installation',
    wide,
    { kind: 'install', color: '#f97316' },
    ['orange'],
    { tool: true },
  ),
  still(
    'large-format-printer',
    'Large-format printer printing a wrap panel from a roll of cast vinyl',
    wide,
    { kind: 'printer' },
    [],
    { lettering: true },
  ),
  still(
    'print-ship-box',
    'Printed wrap panels rolled and packed in a labelled shipping tube and box',
    wide,
    { kind: 'shipping' },
    [],
    { lettering: true },
  ),
  {
    id: 'shop-bay-sedan',
    alt: 'Two installers in the Wrap Lab bay wrapping a sedan in blue film, one with a heat gun, one kneeling with a squeegee',
    ...wide,
    scene: { kind: 'shopFloor', vehicle: 'sedan', film: '#1d4ed8', accent: '#f97316' },
    facts: { vehicle: 'sedan', colours: ['blue', 'silver'], lettering: false },
  },
  {
    id: 'shop-bay-suv',
    alt: 'An SUV half covered in matte green film in the Wrap Lab bay, two installers at work',
    ...wide,
    scene: { kind: 'shopFloor', vehicle: 'suv', film: '#4d5d3a', accent: '#0ea5e9' },
    facts: { vehicle: 'suv', colours: ['green', 'silver'], finish: 'matte', lettering: false },
  },
  still(
    'hero-studio-coupe',
    'A satin charcoal sports car in soft studio light, set to the right of a wide quiet backdrop',
    wide,
    { kind: 'hero', backdrop: 'studio', vehicle: 'sportsCar', color: '#2b3038', finish: 'satin' },
    ['charcoal', 'grey'],
    { vehicle: 'sportsCar', finish: 'satin' },
  ),
  still(
    'hero-shop-bay',
    'The Wrap Lab bay in daylight, a gloss white sedan parked at the right',
    wide,
    { kind: 'hero', backdrop: 'shop', vehicle: 'sedan', color: '#f4f6f8', finish: 'gloss' },
    ['white'],
    { vehicle: 'sedan', finish: 'gloss' },
  ),
  still(
    'hero-city-street',
    'A Chicago side street on a clear afternoon, a gloss blue SUV parked at the right',
    wide,
    { kind: 'hero', backdrop: 'street', vehicle: 'suv', color: '#1e40af', finish: 'gloss' },
    ['blue'],
    { vehicle: 'suv', finish: 'gloss' },
  ),
  still(
    'hero-open-lot',
    'An open lot on a bright day, a gloss white pickup parked at the right',
    wide,
    { kind: 'hero', backdrop: 'lot', vehicle: 'pickup', color: '#f4f6f8', finish: 'gloss' },
    ['white'],
    { vehicle: 'pickup', finish: 'gloss' },
  ),
  still(
    'hero-paint-sheen',
    'Close-up of the curve of a gloss deep blue hood, a soft band of light across the paint',
    wide,
    { kind: 'sheen', color: '#1e3a8a' },
    ['blue'],
    { finish: 'gloss' },
  ),
  {
    id: 'portrait-squeegee',
    alt: 'Silhouette of an installer holding a squeegee',
    ...square,
    scene: { kind: 'portrait', tool: 'squeegee', accent: '#2563eb' },
    facts: { colours: [], lettering: false },
  },
  {
    id: 'portrait-heat-gun',
    alt: 'Silhouette of an installer holding a heat gun',
    ...square,
    scene: { kind: 'portrait', tool: 'heatGun', accent: '#f97316' },
    facts: { colours: [], lettering: false },
  },
  {
    id: 'portrait-film-roll',
    alt: 'Silhouette of an installer holding a roll of film',
    ...square,
    scene: { kind: 'portrait', tool: 'filmRoll', accent: '#14b8a6' },
    facts: { colours: [], lettering: false },
  },
  {
    id: 'portrait-tablet',
    alt: 'Silhouette of a designer holding a tablet with a wrap proof',
    ...square,
    scene: { kind: 'portrait', tool: 'tablet', accent: '#a855f7' },
    facts: { colours: [], lettering: false },
  },
  {
    id: 'portrait-clipboard',
    alt: 'Silhouette of a fleet planner holding a clipboard',
    ...square,
    scene: { kind: 'portrait', tool: 'clipboard', accent: '#eab308' },
    facts: { colours: [], lettering: false },
  },
  ...productViews('product-tee', 'Black Wrap Lab Chicago t-shirt with the orange logo', 'tee', '#16181d', ['black'], {
    lettering: true,
  }),
  ...productViews('product-hoodie', 'Gray Wrap Lab Chicago hoodie', 'hoodie', '#6b7280', ['gray', 'grey'], {
    lettering: true,
  }),
  ...productViews('product-cap', 'Navy snapback cap with the Wrap Lab logo', 'cap', '#1e3a8a', ['navy'], {
    lettering: true,
  }),
  ...productViews('product-vinyl-black', 'Roll of gloss black cast wrap vinyl', 'vinylRoll', '#16181d', ['black'], {
    lettering: false,
    finish: 'gloss',
  }),
  ...productViews('product-vinyl-blue', 'Roll of satin blue cast wrap vinyl', 'vinylRoll', '#1d4ed8', ['blue'], {
    lettering: false,
    finish: 'satin',
  }),
  ...productViews('product-vinyl-red', 'Roll of gloss red cast wrap vinyl', 'vinylRoll', '#b91c1c', ['red'], {
    lettering: false,
    finish: 'gloss',
  }),
  product('product-vinyl-white', 'Roll of gloss white cast wrap vinyl', 'vinylRoll', '#f1f5f9', ['white'], {
    lettering: false,
    finish: 'gloss',
  }),
  ...productViews('product-squeegee', 'Felt-edge wrap squeegee', 'squeegee', '#2563eb', ['blue'], { lettering: true }),
  ...productViews(
    'product-heat-gun',
    'Variable temperature heat gun for vinyl installation',
    'heatGun',
    '#ea580c',
    ['orange'],
    { lettering: false },
  ),
  ...productViews(
    'product-knifeless-tape',
    'Roll of knifeless finish line tape with its cutting filament',
    'knifelessTape',
    '#eab308',
    ['yellow'],
    { lettering: false },
  ),
  ...productViews(
    'product-ceramic-kit',
    'Ceramic coating kit with bottle, applicator and towels',
    'ceramicKit',
    '#0f766e',
    ['teal'],
    { lettering: true },
  ),
  ...productViews(
    'product-ceramic-spray',
    'Ceramic top-up spray bottle beside a microfiber towel',
    'ceramicSpray',
    '#0f766e',
    ['teal'],
    { lettering: false },
  ),
  ...productViews(
    'product-ppf-kit',
    'Pre-cut paint protection film kit for a front bumper and hood',
    'ppfKit',
    '#64748b',
    ['clear'],
    { lettering: true },
  ),
  ...productViews('product-design', 'Wrap design proof on a drafting board', 'designBoard', '#7c3aed', ['purple'], {
    lettering: true,
  }),
  ...productViews(
    'product-logo-vector',
    'A logo redrawn as vector paths, anchor points and handles showing',
    'logoVector',
    '#d9480f',
    ['orange'],
    { lettering: false },
  ),
  ...productViews(
    'product-installer-listing',
    'An installer directory on a laptop, one listing highlighted at the top',
    'listing',
    '#f97316',
    ['orange'],
    { lettering: false },
  ),
  ...productViews('product-gift', 'Wrap Lab gift card in a box', 'gift', '#d9480f', ['orange'], { lettering: true }),
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
export const paintedLettering = (id: MediaId): boolean => mediaImage(id).facts.lettering;

/** Whether a picture may sit behind a headline: no lettering in it and no tool drawn large. */
export const quietBehindText = (id: MediaId): boolean => {
  const { facts } = mediaImage(id);
  return !facts.lettering && !facts.tool;
};

/**
 * The picture drawn behind a page's headline for a page about `id`: a backdrop composed for text (the
 * subject small in the right third, a quiet field where the words sit) in the same setting, never a
 * blown-up crop of the scene itself.
 */
export function heroBackdrop(id: MediaId): MediaId {
  const { scene } = mediaImage(id);
  switch (scene.kind) {
    case 'hero':
    case 'sheen':
      return id;
    case 'vehicle':
      return { studio: 'hero-studio-coupe', shop: 'hero-shop-bay', street: 'hero-city-street', lot: 'hero-open-lot' }[
        scene.backdrop
      ];
    case 'fleet':
      return 'hero-open-lot';
    case 'printer':
    case 'shipping':
    case 'shopFloor':
    case 'portrait':
      return 'hero-shop-bay';
    case 'product':
      return 'hero-studio-coupe';
    case 'ppf':
    case 'ppfEdge':
    case 'ceramic':
    case 'install':
      return 'hero-paint-sheen';
  }
}

/** Whether the picture is the owner's photograph rather than an illustration. */
export const isPhotograph = (id: MediaId): boolean => mediaImage(id).photo !== undefined;

/** Whether every one of these pictures is a photograph: the words around a set of pictures follow the set. */
export const allPhotographs = (ids: readonly MediaId[]): boolean => ids.length > 0 && ids.every(isPhotograph);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The caption under a picture: a photograph's own caption, or the picture's description marked as an
 * illustration, so no caption passes a drawing off as a job someone can go and see.
 */
export function pictureCaption(id: MediaId): string {
  const image = mediaImage(id);
  return image.photo ? image.photo.caption : `Illustration: ${lowerFirst(image.alt)}`;
}

/** An image's facts by id, for checks that meet ids as plain strings (from the page, say). */
export const imageFacts = (id: string): ImageFacts | undefined => byId.get(id)?.facts;
