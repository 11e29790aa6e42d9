import type { ServiceSlug } from 'shared-contracts/business/services';
import type { MediaId } from 'shared-contracts/media/catalog';

/** One job shown twice: the vehicle as it came in and as it left, from the image library. */
export interface BeforeAfterPair {
  id: string;
  /** The service page that shows the pair. */
  service: ServiceSlug;
  title: string;
  /** What the two pictures show, true to both. */
  caption: string;
  before: MediaId;
  after: MediaId;
}

/** Every before/after pair, in the order pages show them. New pictures are new entries here. */
export const beforeAfterPairs: readonly BeforeAfterPair[] = [
  {
    id: 'ppf-sedan',
    service: 'paint-protection-film',
    title: 'Paint protection film',
    caption:
      'A graphite grey sedan with stone chips across the bumper and hood edge, then repaired and covered in clear film.',
    before: 'before-ppf-sedan',
    after: 'after-ppf-sedan',
  },
  {
    id: 'ceramic-suv',
    service: 'ceramic-coatings',
    title: 'Ceramic coating',
    caption:
      'A dark blue SUV with dull, swirled paint, then corrected and coated: deep gloss, water beading on the doors.',
    before: 'before-ceramic-suv',
    after: 'after-ceramic-suv',
  },
  {
    id: 'color-change-sedan',
    service: 'color-change-wraps',
    title: 'Color change',
    caption: 'A silver sedan in its factory gloss paint, then wrapped in satin forest green.',
    before: 'before-color-change-sedan',
    after: 'after-color-change-sedan',
  },
  {
    id: 'color-change-suv',
    service: 'color-change-wraps',
    title: 'Blue sport wrap',
    caption: 'A white luxury SUV in its factory paint, then in gloss blue vinyl with light sport stripes.',
    before: 'before-white-luxury',
    after: 'after-blue-sport-luxury',
  },
  {
    id: 'faded-paint-sedan',
    service: 'vehicle-wraps',
    title: 'Faded paint, wrapped',
    caption: 'A sedan with faded, oxidized red paint, then in a gloss candy red wrap over the same body.',
    before: 'before-faded-sedan',
    after: 'after-wrapped-sedan',
  },
];

/** The pairs the home page shows, by id: one per service it compares (up to three). */
export const homeBeforeAfterIds: readonly string[] = ['ppf-sedan', 'ceramic-suv', 'color-change-sedan'];

export const homeBeforeAfterPairs = () =>
  homeBeforeAfterIds.flatMap((id) => beforeAfterPairs.filter((pair) => pair.id === id));

export const beforeAfterPairsFor = (service: ServiceSlug) =>
  beforeAfterPairs.filter((pair) => pair.service === service);
