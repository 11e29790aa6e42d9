import { cityRecord, defaultRegionTitle, findRegion, regionContents } from './region-content';

describe('region content', () => {
  it("lists the spec's cities for each region", () => {
    expect(regionContents.illinois.citiesServed.map((c) => c.name)).toEqual([
      'Chicago',
      'Evanston',
      'Oak Park',
      'Naperville',
      'Schaumburg',
      'Arlington Heights',
      'Skokie',
      'Des Plaines',
    ]);
    expect(regionContents.wisconsin.citiesServed).toHaveLength(6);
    expect(regionContents.indiana.citiesServed).toHaveLength(6);
    expect(regionContents.michigan.citiesServed).toHaveLength(6);
    expect(regionContents.iowa.citiesServed).toHaveLength(15);
    expect(regionContents.missouri.citiesServed).toHaveLength(15);
    expect(regionContents.ohio.citiesServed).toHaveLength(15);
  });

  it("lists the spec's neighbors", () => {
    const names = (slug: keyof typeof regionContents) => regionContents[slug].adjacentRegions.map((r) => r.name);
    expect(names('illinois')).toEqual(['Indiana', 'Michigan', 'Wisconsin']);
    expect(names('iowa')).toEqual(['Illinois', 'Wisconsin', 'Missouri']);
    expect(names('missouri')).toEqual(['Illinois', 'Iowa', 'Kansas']);
    expect(names('ohio')).toEqual(['Michigan', 'Indiana', 'Kentucky', 'Pennsylvania']);
  });

  it('links only the neighbors that have a region page', () => {
    const pages = (slug: keyof typeof regionContents) => regionContents[slug].adjacentRegions.map((r) => r.slug);
    expect(pages('missouri')).toEqual(['illinois', 'iowa', undefined]);
    expect(pages('ohio')).toEqual(['michigan', 'indiana', undefined, undefined]);
    for (const region of Object.values(regionContents)) {
      for (const adjacent of region.adjacentRegions)
        if (adjacent.slug) expect(findRegion(adjacent.slug)?.regionName).toBe(adjacent.name);
    }
  });

  it('formats a city record as text: separators in population, miles from Chicago', () => {
    expect(
      cityRecord({
        id: 'evanston',
        name: 'Evanston',
        state: 'IL',
        county: 'Cook County',
        population: 75527,
        distance: 6,
      }),
    ).toEqual({
      name: 'Evanston',
      slug: 'evanston',
      county: 'Cook County',
      population: '75,527',
      distance: '6 miles from Chicago',
    });
    expect(regionContents.illinois.citiesServed[0]).toMatchObject({
      slug: 'chicago',
      distance: 'Home of our shop',
      population: '2,720,546',
    });
    expect(regionContents.iowa.citiesServed[0]).toMatchObject({
      name: 'Des Moines',
      slug: 'des-moines',
      county: 'Polk County',
      population: '210,330',
      distance: '303 miles from Chicago',
    });
    expect(regionContents.missouri.citiesServed[1]).toMatchObject({
      name: 'St. Louis',
      slug: 'st-louis',
      county: 'City of Saint Louis',
    });
    expect(regionContents.ohio.citiesServed[11]).toMatchObject({
      name: 'Springfield',
      slug: 'springfield-oh',
      county: 'Clark County',
    });
  });

  it('finds a region by name in any case and has a default title', () => {
    expect(findRegion('Ohio')?.regionName).toBe('Ohio');
    expect(findRegion('ILLINOIS')?.stateCode).toBe('IL');
    expect(findRegion('kansas')).toBeUndefined();
    expect(defaultRegionTitle('Indiana')).toBe('Professional Vehicle Wrapping Services in Indiana');
  });
});
