import { clampCoverage, estimateMaterial, materialCartLine } from './material-calculator';
import { vehicleSizes, wrapMaterials, type VehicleSize } from './wrap-materials';

const size = (id: VehicleSize['id']) => vehicleSizes.find((s) => s.id === id)!;
const gloss = { id: '3m-2080-gloss', name: '3M 2080 Gloss', pricePerSqFtCents: 525 };

describe('material calculator', () => {
  it('has the four vehicle sizes of the spec', () => {
    expect(vehicleSizes.map((s) => [s.name, s.squareFeet])).toEqual([
      ['Small', 150],
      ['Medium', 200],
      ['Large', 250],
      ['Truck/Van', 300],
    ]);
  });

  it('prices a full wrap: square feet times the price per square foot', () => {
    expect(estimateMaterial(gloss, size('medium'), 100)).toEqual({ quantitySqFt: 200, priceCents: 105_000 });
    expect(estimateMaterial(gloss, size('truck'), 100)).toEqual({ quantitySqFt: 300, priceCents: 157_500 });
  });

  it('scales by coverage', () => {
    expect(estimateMaterial(gloss, size('large'), 50)).toEqual({ quantitySqFt: 125, priceCents: 65_625 });
  });

  it('rounds a part square foot up', () => {
    // 150 x 33% = 49.5 sq ft
    expect(estimateMaterial(gloss, size('small'), 33)).toEqual({ quantitySqFt: 50, priceCents: 26_250 });
  });

  it('keeps typed coverage to whole percents between 10 and 100', () => {
    expect(clampCoverage(0)).toBe(10);
    expect(clampCoverage(140)).toBe(100);
    expect(clampCoverage(72.6)).toBe(73);
    expect(clampCoverage(Number.NaN)).toBe(100);
  });

  it('makes a cart line whose total is the estimate', () => {
    const { line, quantity } = materialCartLine(gloss, size('medium'), 75);
    expect(quantity).toBe(150);
    expect(line.unitPriceCents * quantity).toBe(estimateMaterial(gloss, size('medium'), 75).priceCents);
    expect(line).toMatchObject({
      id: 'material-3m-2080-gloss-medium-75',
      name: '3M 2080 Gloss wrap film',
      category: 'wrap_material',
    });
    expect(line.description).toBe('Per sq ft · Medium vehicle (200 sq ft) at 75% coverage');
  });

  it('prices every material in whole cents', () => {
    for (const material of wrapMaterials) expect(Number.isInteger(material.pricePerSqFtCents)).toBe(true);
  });
});
