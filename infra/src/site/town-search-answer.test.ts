import { describe, expect, it } from 'vitest';

import { townSearchAnswer } from './town-search-answer';

const pages = new Set(['/locations', '/locations/oak-park', '/locations/st-louis', '/locations/naperville']);
const answer = (pathAndQuery: string) =>
  townSearchAnswer(new URL(pathAndQuery, 'http://localhost'), (pathname) => pages.has(pathname));

describe('the town search without scripts', () => {
  it("sends the visitor to the town's page, however the name was typed", () => {
    expect(answer('/locations?town=Oak+Park')).toBe('/locations/oak-park');
    expect(answer('/locations?town=%20OAK%20%20park')).toBe('/locations/oak-park');
    expect(answer('/locations?town=St.+Louis')).toBe('/locations/st-louis');
    expect(answer('/locations?town=Naperville%2C+IL')).toBe('/locations/naperville');
  });

  it('sends an unknown town back to the index with its message in view', () => {
    expect(answer('/locations?town=Atlantis')).toBe('/locations?not-found=Atlantis#town-not-found');
  });

  it('sends blank words back to the index', () => {
    expect(answer('/locations?town=++')).toBe('/locations');
  });

  it('leaves every other request alone', () => {
    expect(answer('/locations')).toBeUndefined();
    expect(answer('/locations?not-found=Atlantis')).toBeUndefined();
    expect(answer('/towns?town=Oak+Park')).toBeUndefined();
  });
});
