import type { Town } from 'shared-contracts/towns/town-lookup';

import { townGeo } from './town-geo';

const base: Town = {
  id: 'evanston',
  name: 'Evanston',
  state: 'IL',
  county: 'Cook County',
  population: 75527,
  distance: 6,
};

describe('townGeo', () => {
  it('uses the town position when it has one', () => {
    expect(townGeo({ ...base, latitude: 42.04114, longitude: -87.69006 })).toEqual({
      placename: 'Evanston',
      region: 'IL',
      latitude: 42.04114,
      longitude: -87.69006,
    });
  });

  it('falls back to Chicago when latitude or longitude is missing', () => {
    expect(townGeo(base)).toMatchObject({ placename: 'Evanston', latitude: 41.9666, longitude: -87.7486 });
    expect(townGeo({ ...base, latitude: 42 })).toMatchObject({ latitude: 41.9666, longitude: -87.7486 });
  });
});
