/** Films the calculator prices, sold by the square foot (retail prices for cast film, 2026). */
export interface WrapMaterial {
  id: string;
  name: string;
  pricePerSqFtCents: number;
}

export const wrapMaterials: readonly WrapMaterial[] = [
  { id: 'avery-sw900-gloss', name: 'Avery Dennison SW900 Gloss', pricePerSqFtCents: 475 },
  { id: '3m-2080-gloss', name: '3M 2080 Gloss', pricePerSqFtCents: 525 },
  { id: '3m-2080-satin-matte', name: '3M 2080 Satin / Matte', pricePerSqFtCents: 560 },
  { id: '3m-2080-carbon', name: '3M 2080 Carbon Fiber', pricePerSqFtCents: 650 },
  { id: '3m-ij180-printed', name: '3M IJ180Cv3 printed, with 8518 laminate', pricePerSqFtCents: 725 },
  { id: 'kpmf-color-shift', name: 'KPMF Iridescent Color Shift', pricePerSqFtCents: 895 },
];

export interface VehicleSize {
  id: 'small' | 'medium' | 'large' | 'truck';
  name: string;
  squareFeet: number;
}

/** The calculator's vehicle sizes and the square feet of film each takes. */
export const vehicleSizes: readonly VehicleSize[] = [
  { id: 'small', name: 'Small', squareFeet: 150 },
  { id: 'medium', name: 'Medium', squareFeet: 200 },
  { id: 'large', name: 'Large', squareFeet: 250 },
  { id: 'truck', name: 'Truck/Van', squareFeet: 300 },
];

export const DEFAULT_COVERAGE_PERCENT = 100;
export const MIN_COVERAGE_PERCENT = 10;
export const MAX_COVERAGE_PERCENT = 100;
