import { ceramicOffer, formatPriceRange, ppfOffer, priceBand } from './protection-packages';

describe('protection packages', () => {
  it("state the band the service pages' structured data carry", () => {
    expect(priceBand(ppfOffer)).toEqual({ low: 1500, high: 7000 });
    expect(priceBand(ceramicOffer)).toEqual({ low: 900, high: 2500 });
    expect(formatPriceRange(ppfOffer.packages[0]!.price)).toBe('$1,500-$2,200');
  });

  it('name the two film makers the site links to, and keep the warranty terms of the spec', () => {
    expect(ppfOffer.materials).toMatch(/3M .* Avery Dennison/);
    expect(ppfOffer.warranty).toMatch(/^5 years.*transferable once/);
    expect(ceramicOffer.warranty).toMatch(/^5 years.*yearly inspection/);
  });

  it('never promise more than the coating lasts: 2-5+ years', () => {
    for (const item of ceramicOffer.packages) expect(item.name).not.toMatch(/\b([6-9]|1\d) years/);
  });
});
