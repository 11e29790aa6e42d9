import type { ImageFacts, MediaImage, Setting } from 'shared-contracts/media/media-image';

import { square, wide } from './sizes';

/** A picture captioned by what it shows rather than by one vehicle: a fleet, a close-up, the bay, a person. */
const still = (
  id: string,
  alt: string,
  size: { width: number; height: number },
  setting: Setting,
  facts: ImageFacts,
) => ({ id, alt, ...size, setting, facts });

/** Fleets, close-ups of film and paint, the print room, the bay, the backdrops for headlines and the team. */
export const stillImages = [
  still('fleet-vans', 'Three matching teal delivery vans in one fleet livery lined up in a lot', wide, 'lot', {
    vehicle: 'van',
    colours: ['teal', 'yellow'],
    finish: 'gloss',
    lettering: true,
  }),
  still('fleet-pickups', 'Row of white utility pickups with matching blue fleet graphics', wide, 'lot', {
    vehicle: 'pickup',
    colours: ['white', 'blue'],
    finish: 'gloss',
    lettering: true,
  }),
  still(
    'ppf-install',
    'Close-up of an installer squeegeeing clear paint protection film onto a red hood, the film edge visible',
    wide,
    'paint',
    { colours: ['red'], lettering: false, finish: 'gloss', tool: true },
  ),
  still(
    'ppf-bumper-edge',
    'Close-up of a clear paint protection film edge wrapped around the corner of a white bumper',
    wide,
    'paint',
    { colours: ['white'], lettering: false, finish: 'gloss' },
  ),
  still('ceramic-beading', 'Water beading on ceramic coated dark blue paint', wide, 'paint', {
    colours: ['blue', 'dark blue'],
    lettering: false,
  }),
  still('ceramic-beading-red', 'Tight water beads on ceramic coated red paint', wide, 'paint', {
    colours: ['red'],
    lettering: false,
  }),
  still(
    'vinyl-install',
    'Installer laying sky blue vinyl onto a door with a squeegee while a heat gun warms the film',
    wide,
    'paint',
    { colours: ['blue', 'sky blue'], lettering: false, tool: true },
  ),
  still('vinyl-install-orange', 'Orange vinyl being squeegeed onto a door panel during installation', wide, 'paint', {
    colours: ['orange'],
    lettering: false,
    tool: true,
  }),
  still('large-format-printer', 'Large-format printer printing a wrap panel from a roll of cast vinyl', wide, 'shop', {
    colours: [],
    lettering: true,
  }),
  still('print-ship-box', 'Printed wrap panels rolled and packed in a labelled shipping tube and box', wide, 'shop', {
    colours: [],
    lettering: true,
  }),
  still(
    'shop-bay-sedan',
    'Two installers in the Wrap Lab bay wrapping a sedan in blue film, one with a heat gun, one kneeling with a squeegee',
    wide,
    'shop',
    { vehicle: 'sedan', colours: ['blue', 'silver'], lettering: false },
  ),
  still(
    'shop-bay-suv',
    'An SUV half covered in matte green film in the Wrap Lab bay, two installers at work',
    wide,
    'shop',
    { vehicle: 'suv', colours: ['green', 'silver'], finish: 'matte', lettering: false },
  ),
  still(
    'hero-studio-coupe',
    'A satin charcoal sports car in soft studio light, set to the right of a wide quiet backdrop',
    wide,
    'studio',
    { colours: ['charcoal', 'grey'], lettering: false, vehicle: 'sportsCar', finish: 'satin' },
  ),
  still('hero-shop-bay', 'The Wrap Lab bay in daylight, a gloss white sedan parked at the right', wide, 'shop', {
    colours: ['white'],
    lettering: false,
    vehicle: 'sedan',
    finish: 'gloss',
  }),
  still(
    'hero-city-street',
    'A Chicago side street on a clear afternoon, a gloss blue SUV parked at the right',
    wide,
    'street',
    { colours: ['blue'], lettering: false, vehicle: 'suv', finish: 'gloss' },
  ),
  still('hero-open-lot', 'An open lot on a bright day, a gloss white pickup parked at the right', wide, 'lot', {
    colours: ['white'],
    lettering: false,
    vehicle: 'pickup',
    finish: 'gloss',
  }),
  still(
    'hero-paint-sheen',
    'Close-up of the curve of a gloss deep blue hood, a soft band of light across the paint',
    wide,
    'paint',
    { colours: ['blue'], lettering: false, finish: 'gloss' },
  ),
  still('portrait-squeegee', 'Silhouette of an installer holding a squeegee', square, 'shop', {
    colours: [],
    lettering: false,
  }),
  still('portrait-heat-gun', 'Silhouette of an installer holding a heat gun', square, 'shop', {
    colours: [],
    lettering: false,
  }),
  still('portrait-film-roll', 'Silhouette of an installer holding a roll of film', square, 'shop', {
    colours: [],
    lettering: false,
  }),
  still('portrait-tablet', 'Silhouette of a designer holding a tablet with a wrap proof', square, 'shop', {
    colours: [],
    lettering: false,
  }),
  still('portrait-clipboard', 'Silhouette of a fleet planner holding a clipboard', square, 'shop', {
    colours: [],
    lettering: false,
  }),
] as const satisfies readonly MediaImage[];
