import type { Finish, MediaImage, Setting, VehicleKind } from 'shared-contracts/media/media-image';

import { wide } from './sizes';

/** A vehicle large enough to caption: its kind, colours and finish are facts its captions are held to. */
const vehicle = (
  id: string,
  alt: string,
  setting: Setting,
  facts: { vehicle: VehicleKind; colours: readonly string[]; finish: Finish; lettering?: boolean },
) => ({ id, alt, ...wide, setting, facts: { ...facts, lettering: facts.lettering ?? false } });

/** The library's vehicles: customers' liveries, colour changes, before/after pairs, head-on views. */
export const vehicleImages = [
  vehicle(
    'plumbing-van-wrap',
    'Cargo van in a full blue and orange plumbing company wrap, parked on a Chicago street',
    'street',
    { vehicle: 'van', colours: ['blue', 'orange'], finish: 'gloss', lettering: true },
  ),
  vehicle(
    'satin-black-sports-car',
    'Sports car in a satin black color change wrap against a light studio backdrop',
    'studio',
    { vehicle: 'sportsCar', colours: ['black'], finish: 'satin' },
  ),
  vehicle('nardo-grey-sedan', 'Sedan wrapped in gloss Nardo Grey inside the Wrap Lab shop', 'shop', {
    vehicle: 'sedan',
    colours: ['grey', 'gray'],
    finish: 'gloss',
  }),
  vehicle('racing-stripe-suv', 'White SUV with twin red racing stripes along its sides', 'studio', {
    vehicle: 'suv',
    colours: ['white', 'red'],
    finish: 'gloss',
  }),
  vehicle('landscaping-pickup', 'Green pickup truck lettered for a landscaping company, parked in a lot', 'lot', {
    vehicle: 'pickup',
    colours: ['green', 'yellow'],
    finish: 'gloss',
    lettering: true,
  }),
  vehicle('box-truck-bakery', 'Box truck wrapped for a bakery with a warm cream and brown design', 'street', {
    vehicle: 'boxTruck',
    colours: ['cream', 'brown'],
    finish: 'gloss',
    lettering: true,
  }),
  vehicle('color-shift-sedan', 'Sedan in a purple-to-teal color shift wrap in the studio', 'studio', {
    vehicle: 'sedan',
    colours: ['purple', 'teal'],
    finish: 'gloss',
  }),
  vehicle('matte-military-green-suv', 'SUV in a matte military green color change wrap', 'lot', {
    vehicle: 'suv',
    colours: ['green', 'military green'],
    finish: 'matte',
  }),
  vehicle(
    'partial-wrap-hood-roof',
    'White sedan seen head-on with a partial wrap: gloss black hood, roof and mirrors',
    'shop',
    { vehicle: 'sedan', colours: ['white', 'black'], finish: 'gloss' },
  ),
  vehicle('partial-wrap-van-graphics', 'Silver van with partial wrap graphics in orange over the rear half', 'lot', {
    vehicle: 'van',
    colours: ['silver', 'orange'],
    finish: 'gloss',
  }),
  vehicle('electric-blue-sports-car', 'Sports car in gloss electric blue with a ceramic coated shine', 'street', {
    vehicle: 'sportsCar',
    colours: ['blue', 'electric blue'],
    finish: 'gloss',
  }),
  vehicle('hvac-van-wrap', 'Cargo van wrapped for an HVAC company in red and white', 'shop', {
    vehicle: 'van',
    colours: ['white', 'red'],
    finish: 'gloss',
    lettering: true,
  }),
  vehicle('real-estate-suv', 'Navy SUV with real estate agent graphics and a phone number on the doors', 'street', {
    vehicle: 'suv',
    colours: ['navy', 'gold'],
    finish: 'gloss',
    lettering: true,
  }),
  vehicle(
    'construction-pickup',
    'White pickup truck with high-visibility orange construction company graphics',
    'lot',
    { vehicle: 'pickup', colours: ['white', 'orange'], finish: 'gloss', lettering: true },
  ),
  vehicle('food-truck-wrap', 'Box truck wrapped as a taco food truck in bright red and yellow', 'street', {
    vehicle: 'boxTruck',
    colours: ['red', 'yellow'],
    finish: 'gloss',
    lettering: true,
  }),
  vehicle('before-faded-sedan', 'Before: sedan with faded, oxidized red paint', 'lot', {
    vehicle: 'sedan',
    colours: ['red'],
    finish: 'matte',
  }),
  vehicle('after-wrapped-sedan', 'After: the same sedan in a gloss candy red wrap', 'lot', {
    vehicle: 'sedan',
    colours: ['red', 'candy red'],
    finish: 'gloss',
  }),
  vehicle('before-white-luxury', 'Before: white luxury SUV in its factory paint', 'studio', {
    vehicle: 'suv',
    colours: ['white'],
    finish: 'gloss',
  }),
  vehicle(
    'after-blue-sport-luxury',
    'After: the same luxury SUV in premium blue vinyl with white sport stripes',
    'studio',
    { vehicle: 'suv', colours: ['blue', 'white'], finish: 'gloss' },
  ),
  vehicle(
    'front-racing-stripes',
    'Head-on view of a white sports car with twin red racing stripes over the hood and roof',
    'studio',
    { vehicle: 'sportsCar', colours: ['white', 'red'], finish: 'gloss' },
  ),
  vehicle(
    'front-ceramic-sedan',
    'Head-on view of a gloss black sedan with a fresh ceramic coating in the shop',
    'shop',
    { vehicle: 'sedan', colours: ['black'], finish: 'gloss' },
  ),
  vehicle('front-satin-blue-suv', 'Head-on view of an SUV in a satin blue color change wrap, parked in a lot', 'lot', {
    vehicle: 'suv',
    colours: ['blue'],
    finish: 'satin',
  }),
  vehicle(
    'front-ppf-sedan',
    'Head-on view of a gloss red sedan under studio lights, its bumper, hood and mirrors ready for clear paint protection film',
    'studio',
    { vehicle: 'sedan', colours: ['red'], finish: 'gloss' },
  ),
  vehicle(
    'before-ppf-sedan',
    'Before paint protection film: the front of a graphite grey sedan with stone chips across the bumper and hood edge',
    'studio',
    { vehicle: 'sedan', colours: ['grey', 'graphite grey'], finish: 'gloss' },
  ),
  vehicle(
    'after-ppf-sedan',
    'After paint protection film: the same graphite grey sedan, chips repaired, clear film over the bumper and hood',
    'studio',
    { vehicle: 'sedan', colours: ['grey', 'graphite grey'], finish: 'gloss' },
  ),
  vehicle('before-ceramic-suv', 'Before ceramic coating: a dark blue SUV with dull, swirled paint', 'shop', {
    vehicle: 'suv',
    colours: ['blue', 'dark blue'],
    finish: 'gloss',
  }),
  vehicle(
    'after-ceramic-suv',
    'After ceramic coating: the same dark blue SUV with a deep gloss and water beading on the doors',
    'shop',
    { vehicle: 'suv', colours: ['blue', 'dark blue'], finish: 'gloss' },
  ),
  vehicle('before-color-change-sedan', 'Before a color change: a silver sedan in its factory gloss paint', 'studio', {
    vehicle: 'sedan',
    colours: ['silver'],
    finish: 'gloss',
  }),
  vehicle('after-color-change-sedan', 'After a color change: the same sedan wrapped in satin forest green', 'studio', {
    vehicle: 'sedan',
    colours: ['green', 'forest green'],
    finish: 'satin',
  }),
] as const satisfies readonly MediaImage[];
