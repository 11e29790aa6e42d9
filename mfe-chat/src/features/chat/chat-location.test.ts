import { detectLocation, greetingFor, homeLocation, listOf, nearbyTowns, replyContextFor } from './chat-location';
import { testLookup } from './test-towns';

const lookup = testLookup();

describe('detectLocation', () => {
  it('uses Chicago on the home page and every page that is not a town or region page', () => {
    const pages = [
      '/',
      '/locations',
      '/warranty-information',
      '/towns',
      '/regions',
      '/about',
      '/services/vehicle-wraps',
      '/shop/wrap-lab-tee',
      '/blog/category/vehicle-wraps',
      '/login',
      '/no-such-page',
    ];
    for (const path of pages) {
      expect(detectLocation(path, lookup)).toEqual(homeLocation);
    }
    expect(homeLocation.place).toBe('Chicago');
  });

  it('names the town and its state on a town page, the slug normalised first', () => {
    expect(detectLocation('/locations/evanston', lookup)).toMatchObject({
      kind: 'town',
      town: 'Evanston',
      place: 'Evanston, IL',
    });
    expect(detectLocation('/locations/Oak%20Park', lookup)).toMatchObject({ town: 'Oak Park', place: 'Oak Park, IL' });
    expect(detectLocation('/locations/gary/', lookup)).toMatchObject({ place: 'Gary, IN' });
  });

  it('names the state on a region page', () => {
    expect(detectLocation('/regions/wisconsin', lookup)).toEqual({
      kind: 'region',
      town: 'Chicago',
      place: 'Wisconsin',
    });
    expect(detectLocation('/regions/Ohio', lookup)).toMatchObject({ place: 'Ohio' });
    expect(detectLocation('/regions/atlantis', lookup)).toEqual(homeLocation);
  });

  it('logs an unknown town and falls back to Chicago', () => {
    const log = vi.fn();
    expect(detectLocation('/locations/atlantis', lookup, log)).toEqual(homeLocation);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('No town "atlantis"'));
  });

  it('logs a missing town lookup and falls back to Chicago', () => {
    const log = vi.fn();
    expect(detectLocation('/locations/evanston', null, log)).toEqual(homeLocation);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('town lookup is not available'));
  });

  it('logs a lookup that throws and falls back to Chicago', () => {
    const log = vi.fn();
    const broken = {
      ...lookup,
      findTown: () => {
        throw new Error('bad data');
      },
    };
    expect(detectLocation('/locations/evanston', broken, log)).toEqual(homeLocation);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Could not tell the location'), expect.any(Error));
  });
});

describe('greetingFor', () => {
  it('greets by town and state, by region, or with Chicago', () => {
    expect(greetingFor(detectLocation('/locations/evanston', lookup))).toContain(
      "Hi, I'm Avery from Wrap Lab Chicago. Looking for vehicle wraps in Evanston, IL?",
    );
    expect(greetingFor(detectLocation('/regions/michigan', lookup))).toContain('all across Michigan');
    expect(greetingFor(homeLocation)).toContain('Looking for vehicle wraps in Chicago?');
  });
});

describe('nearby towns', () => {
  it('lists other towns within 30 miles, at most 5, never the town itself', () => {
    const evanston = detectLocation('/locations/evanston', lookup);
    expect(nearbyTowns(evanston, lookup).map((t) => t.name)).toEqual(['Skokie', 'Oak Park', 'Chicago', 'Gary']);
    expect(nearbyTowns(homeLocation, lookup).map((t) => t.name)).toEqual(['Oak Park', 'Evanston', 'Skokie', 'Gary']);
  });

  it('stops at five', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      id: `t${i}`,
      name: `Town ${i}`,
      state: 'IL' as const,
      county: 'Cook',
      population: 1,
      distance: i,
    }));
    const chicagoLookup = testLookup([{ ...many[0]!, id: 'chicago', name: 'Chicago' }, ...many.slice(1)]);
    expect(nearbyTowns(homeLocation, chicagoLookup)).toHaveLength(5);
  });

  it('puts them in the service-area answer, or says how we reach you when there are none', () => {
    expect(replyContextFor(homeLocation, lookup).nearbyTowns).toBe(
      'Within 30 miles of Chicago we also serve Oak Park, Evanston, Skokie and Gary.',
    );
    expect(replyContextFor(homeLocation, null).nearbyTowns).toBe(
      "Wherever you are around Chicago, ask for a quote and we'll tell you how we can reach you.",
    );
  });

  it('joins names the way people write them', () => {
    expect(listOf(['A'])).toBe('A');
    expect(listOf(['A', 'B'])).toBe('A and B');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('replyContextFor', () => {
  it("gives the chat's Saturday reading of the hours", () => {
    expect(replyContextFor(homeLocation, lookup)).toMatchObject({
      saturdayHours: '9am-3pm',
      weekdayHours: '8:00 AM - 6:00 PM',
      phone: '(773) 555-0148',
    });
  });
});
