import type { Finish, MediaImage } from 'shared-contracts/media/media-image';

import { square } from './sizes';

type Marks = { lettering: boolean; finish?: Finish };

/** A product in the studio: every shop picture is set there. */
const product = (id: string, alt: string, colours: readonly string[], marks: Marks) => ({
  id,
  alt,
  ...square,
  setting: 'studio' as const,
  facts: { colours, ...marks },
});

/** A product from the front, a close-up of its detail and laid flat: the three views of its picture strip. */
function productViews(id: string, alt: string, colours: readonly string[], marks: Marks) {
  const lower = alt.charAt(0).toLowerCase() + alt.slice(1);
  return [
    product(id, alt, colours, marks),
    product(`${id}-detail`, `Close-up detail: ${lower}`, colours, marks),
    product(`${id}-flat`, `Laid flat on a slate work surface: ${lower}`, colours, marks),
  ] as const;
}

/** What the shop sells, each in its picture strip. */
export const productImages = [
  ...productViews('product-tee', 'Black Wrap Lab Chicago t-shirt with the orange logo', ['black'], { lettering: true }),
  ...productViews('product-hoodie', 'Gray Wrap Lab Chicago hoodie', ['gray', 'grey'], { lettering: true }),
  ...productViews('product-cap', 'Navy snapback cap with the Wrap Lab logo', ['navy'], { lettering: true }),
  ...productViews('product-vinyl-black', 'Roll of gloss black cast wrap vinyl', ['black'], {
    lettering: false,
    finish: 'gloss',
  }),
  ...productViews('product-vinyl-blue', 'Roll of satin blue cast wrap vinyl', ['blue'], {
    lettering: false,
    finish: 'satin',
  }),
  ...productViews('product-vinyl-red', 'Roll of gloss red cast wrap vinyl', ['red'], {
    lettering: false,
    finish: 'gloss',
  }),
  product('product-vinyl-white', 'Roll of gloss white cast wrap vinyl', ['white'], {
    lettering: false,
    finish: 'gloss',
  }),
  ...productViews('product-squeegee', 'Felt-edge wrap squeegee', ['blue'], { lettering: true }),
  ...productViews('product-heat-gun', 'Variable temperature heat gun for vinyl installation', ['orange'], {
    lettering: false,
  }),
  ...productViews(
    'product-knifeless-tape',
    'Roll of knifeless finish line tape with its cutting filament',
    ['yellow'],
    { lettering: false },
  ),
  ...productViews('product-ceramic-kit', 'Ceramic coating kit with bottle, applicator and towels', ['teal'], {
    lettering: true,
  }),
  ...productViews('product-ceramic-spray', 'Ceramic top-up spray bottle beside a microfiber towel', ['teal'], {
    lettering: false,
  }),
  ...productViews('product-ppf-kit', 'Pre-cut paint protection film kit for a front bumper and hood', ['clear'], {
    lettering: true,
  }),
  ...productViews('product-design', 'Wrap design proof on a drafting board', ['purple'], { lettering: true }),
  ...productViews(
    'product-logo-vector',
    'A logo redrawn as vector paths, anchor points and handles showing',
    ['orange'],
    { lettering: false },
  ),
  ...productViews(
    'product-installer-listing',
    'An installer directory on a laptop, one listing highlighted at the top',
    ['orange'],
    { lettering: false },
  ),
  ...productViews('product-gift', 'Wrap Lab gift card in a box', ['orange'], { lettering: true }),
] as const satisfies readonly MediaImage[];
