import type { CartLine } from 'shared-contracts/store/cart';

import { MAX_COVERAGE_PERCENT, MIN_COVERAGE_PERCENT, type VehicleSize, type WrapMaterial } from './wrap-materials';

export interface MaterialEstimate {
  /** Square feet of film, rounded up: film is sold by the whole square foot. */
  quantitySqFt: number;
  priceCents: number;
}

/** Coverage typed by hand: a whole percent between the bounds; anything unreadable falls back to the default. */
export function clampCoverage(value: number, fallback = MAX_COVERAGE_PERCENT): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(MAX_COVERAGE_PERCENT, Math.max(MIN_COVERAGE_PERCENT, Math.round(value)));
}

/** Quantity = vehicle sq ft x coverage / 100; price = quantity x the material's price per sq ft. */
export function estimateMaterial(material: WrapMaterial, size: VehicleSize, coveragePercent: number): MaterialEstimate {
  const quantitySqFt = Math.ceil((size.squareFeet * coveragePercent) / 100);
  return { quantitySqFt, priceCents: quantitySqFt * material.pricePerSqFtCents };
}

/**
 * The cart line for an estimate: the film is the item, priced per square foot, and the quantity is
 * the square footage, so the line total equals the estimate and the drawer adjusts it a foot at a time.
 */
export function materialCartLine(
  material: WrapMaterial,
  size: VehicleSize,
  coveragePercent: number,
): { line: Omit<CartLine, 'quantity'>; quantity: number } {
  const { quantitySqFt } = estimateMaterial(material, size, coveragePercent);
  return {
    line: {
      id: `material-${material.id}-${size.id}-${coveragePercent}`,
      name: `${material.name} wrap film`,
      description: `Per sq ft · ${size.name} vehicle (${size.squareFeet} sq ft) at ${coveragePercent}% coverage`,
      unitPriceCents: material.pricePerSqFtCents,
      category: 'wrap_material',
    },
    quantity: quantitySqFt,
  };
}
