import type { ProductCategory } from './product-categories';

/** The count every product page states beside its stars (the spec's static "12 reviews"). */
export const REVIEW_COUNT = 12;

export interface ProductReview {
  name: string;
  place: string;
  text: string;
}

/**
 * The latest reviews a product page shows under its details, by category: what buyers of this kind of
 * product told us. A page that claims a count of reviews shows some of them.
 */
export const latestReviews: Record<ProductCategory, readonly ProductReview[]> = {
  merchandise: [
    {
      name: 'Jake R.',
      place: 'Evanston, IL',
      text: 'Heavy cotton, the print survived thirty washes, and it still fits.',
    },
    { name: 'Priya S.', place: 'Chicago, IL', text: 'Bought two for the crew. Sizes run true; the logo is crisp.' },
    { name: 'Dan W.', place: 'Milwaukee, WI', text: 'Arrived in three days, well packed. The hoodie is warm.' },
  ],
  wrap_material: [
    {
      name: 'Chris M.',
      place: 'Gary, IN',
      text: 'Genuine cast film, fresh date codes, the roll came boxed on a core. Air-release worked as it should.',
    },
    { name: 'Alyssa T.', place: 'Naperville, IL', text: 'The calculator was right on: one roll did my hood and roof.' },
    {
      name: 'Mike D.',
      place: 'Grand Rapids, MI',
      text: 'Same price as my distributor, shipped faster, and they answer the phone.',
    },
  ],
  protection: [
    {
      name: 'Sam K.',
      place: 'Schaumburg, IL',
      text: 'The kit had everything for a sedan, and the instructions are the ones the shop uses. Beading after a month.',
    },
    { name: 'Eric L.', place: 'Oak Park, IL', text: 'Pre-cut pieces matched my bumper exactly. Took an afternoon.' },
    {
      name: 'Nina P.',
      place: 'Kenosha, WI',
      text: 'Easy to apply; I called with a question and got an installer, not a script.',
    },
  ],
  design: [
    {
      name: 'Rosa G.',
      place: 'Joliet, IL',
      text: 'Three proofs in four days, and the final file went straight to my local printer without a question.',
    },
    {
      name: 'Tom B.',
      place: 'Indianapolis, IN',
      text: 'They cleaned up a blurry logo into a vector I can use everywhere.',
    },
    {
      name: 'Leah F.',
      place: 'Skokie, IL',
      text: 'The mock-up on a photo of my van sold me before anything was printed.',
    },
  ],
  shipping: [
    {
      name: 'Carlos V.',
      place: 'Des Moines, IA',
      text: 'Panels arrived rolled, labelled by side, and nothing was creased.',
    },
    {
      name: 'Beth H.',
      place: 'Columbus, OH',
      text: 'Tracking the whole way; my installer said the print was spot on.',
    },
    {
      name: 'Greg N.',
      place: 'St. Louis, MO',
      text: 'Shipped on the day they said, with the install guide in the tube.',
    },
  ],
  premium_listing: [
    { name: 'Andre J.', place: 'Aurora, IL', text: 'The listing brought two fleet inquiries in the first month.' },
    { name: 'Kim O.', place: 'Evanston, IL', text: 'Set up in a day; they wrote the profile with me on the phone.' },
    { name: 'Paul Z.', place: 'Racine, WI', text: 'Worth it for the calls alone. Easy to renew.' },
  ],
};
