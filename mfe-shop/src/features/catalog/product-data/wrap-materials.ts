import type { Product } from '../product';

/** Cast film by the roll or length, and the tools we install it with. */
export const wrapMaterials: readonly Product[] = [
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
];
