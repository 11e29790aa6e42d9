/**
 * The paint protection film and ceramic coating packages the shop sells: what each covers, what it
 * costs, whose material goes on the car and what the warranty says. The service pages show them and
 * their structured data takes its price band from them, so a price reads the same wherever it appears.
 */
export interface ProtectionPackage {
  name: string;
  covers: string;
  /** Typical price per vehicle in USD; the size of the car and the paint's condition decide where in the band. */
  price: { low: number; high: number };
  /** How long the job keeps the car in the shop. */
  time: string;
}

export interface ProtectionOffer {
  packages: readonly ProtectionPackage[];
  /** Whose material we install, named, and why. */
  materials: string;
  certifications: readonly string[];
  warranty: string;
}

/** The two film makers the site links to (`business.filmMakers`) make the clear films we install too. */
export const ppfOffer: ProtectionOffer = {
  packages: [
    {
      name: 'Front end',
      covers: 'Full front bumper, full hood, front fenders and mirror caps: where nearly every rock chip lands.',
      price: { low: 1500, high: 2200 },
      time: '1-2 days',
    },
    {
      name: 'Track',
      covers: 'The front end plus rocker panels, A-pillars, roof edge and the area behind the rear wheels.',
      price: { low: 2500, high: 3500 },
      time: '2-3 days',
    },
    {
      name: 'Full body',
      covers: 'Every painted panel, edges wrapped wherever the panel allows, in gloss or matte film.',
      price: { low: 5000, high: 7000 },
      time: '3-5 days',
    },
  ],
  materials:
    '3M Scotchgard Paint Protection Film Pro Series or Avery Dennison Supreme Protection Film, gloss or matte: both self-heal light scratches and stay clear for 7-10 years.',
  certifications: ['3M Preferred Graphics Installer', 'Avery Dennison Certified Installer'],
  warranty:
    '5 years on the film and our installation against yellowing, cracking, bubbling and peeling; transferable once to the next owner. Rock impacts that break through the film and damage from collisions are not covered.',
};

export const ceramicOffer: ProtectionOffer = {
  packages: [
    {
      name: 'Essential, 2 years',
      covers: 'One layer on the paint after a one-step polish; for a newer car with paint in good shape.',
      price: { low: 900, high: 1200 },
      time: '2 days',
    },
    {
      name: 'Signature, 5 years',
      covers: 'Two layers on the paint, plus glass, wheel faces and trim, after a two-step paint correction.',
      price: { low: 1600, high: 2500 },
      time: '3 days',
    },
    {
      name: 'Over film or a wrap',
      covers: 'A coating made for film on a new wrap or PPF: easier washing and a deeper gloss or an even matte.',
      price: { low: 900, high: 1400 },
      time: '2 days',
    },
  ],
  materials:
    'Gtechniq Crystal Serum Light and EXOv5 on paint, Gtechniq Halo on film and wraps: professional-only coatings applied in a dust-controlled bay and cured under infrared lamps.',
  certifications: ['Gtechniq Accredited Detailer'],
  warranty:
    '5 years on the Signature package with a yearly inspection and top-up at the shop; 2 years on Essential and on coatings over film. Chips, scratches and damage from automatic brush washes are not covered.',
};

/** The lowest and highest price of an offer's packages: the band the service's structured data states. */
export const priceBand = (offer: ProtectionOffer) => ({
  low: Math.min(...offer.packages.map((item) => item.price.low)),
  high: Math.max(...offer.packages.map((item) => item.price.high)),
});

export const formatPriceRange = ({ low, high }: { low: number; high: number }) =>
  `$${low.toLocaleString('en-US')}-$${high.toLocaleString('en-US')}`;
