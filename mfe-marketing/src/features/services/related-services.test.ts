import { relatedServices } from './related-services';

describe('relatedServices', () => {
  it('leads vehicle wraps with paint protection film and ceramic coatings, then the next service', () => {
    expect(relatedServices('vehicle-wraps')).toEqual([
      'paint-protection-film',
      'ceramic-coatings',
      'commercial-fleet-wraps',
    ]);
  });

  it('leads paint protection film with vehicle wraps, then color change, fleet wraps or graphics', () => {
    expect(relatedServices('paint-protection-film')).toEqual([
      'vehicle-wraps',
      'commercial-fleet-wraps',
      'color-change-wraps',
    ]);
  });

  it('leads ceramic coatings with vehicle wraps, then color change, fleet wraps or graphics', () => {
    expect(relatedServices('ceramic-coatings')).toEqual([
      'vehicle-wraps',
      'commercial-fleet-wraps',
      'color-change-wraps',
    ]);
  });

  it('shows the first three other services for every other page', () => {
    expect(relatedServices('partial-wraps')).toEqual(['vehicle-wraps', 'commercial-fleet-wraps', 'ceramic-coatings']);
    expect(relatedServices('commercial-fleet-wraps')).toEqual([
      'vehicle-wraps',
      'ceramic-coatings',
      'paint-protection-film',
    ]);
    expect(relatedServices('color-change-wraps')).toEqual([
      'vehicle-wraps',
      'commercial-fleet-wraps',
      'ceramic-coatings',
    ]);
  });

  it('never recommends the page itself and always gives three', () => {
    for (const slug of ['vehicle-wraps', 'fleet-graphics', 'vehicle-graphics', 'ceramic-coatings'] as const) {
      const related = relatedServices(slug);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(slug);
    }
  });
});
