import type { ComponentType } from 'react';

import type { ProductKind } from '../../scenes/scene';
import { Cap, Gift, Hoodie, Tee } from './Apparel';
import { ProductLights, type ArtProps } from './brand';
import { KnifelessTape, PpfKit, VinylRoll } from './Film';
import { DesignBoard, Listing, LogoVector } from './Screens';
import { CeramicKit, CeramicSpray, HeatGun, Squeegee } from './Tools';

const drawings: Record<ProductKind, ComponentType<ArtProps>> = {
  tee: Tee,
  hoodie: Hoodie,
  cap: Cap,
  vinylRoll: VinylRoll,
  squeegee: Squeegee,
  heatGun: HeatGun,
  knifelessTape: KnifelessTape,
  ceramicKit: CeramicKit,
  ceramicSpray: CeramicSpray,
  ppfKit: PpfKit,
  designBoard: DesignBoard,
  logoVector: LogoVector,
  listing: Listing,
  gift: Gift,
};

/** One product, drawn round the centre of a `size` square, under its lights. */
export function ProductArt({ product, color, size }: { product: ProductKind; color: string; size: number }) {
  const Drawing = drawings[product];
  return (
    <>
      <ProductLights color={color} />
      <Drawing c={size / 2} color={color} />
    </>
  );
}
