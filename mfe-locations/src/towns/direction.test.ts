import type { Town } from 'shared-contracts/towns/town-lookup';

import { directionFromShop, routeToShop } from './direction';
import { townLookup } from './town-lookup';

const town = (id: string) => townLookup.findTown(id) as Town;

describe('direction from the shop', () => {
  it('points the right way for towns around Chicago', () => {
    expect(directionFromShop(town('evanston'))).toBe('north-east');
    expect(directionFromShop(town('naperville'))).toBe('south-west');
    expect(directionFromShop(town('schaumburg'))).toBe('west');
    expect(directionFromShop(town('gary'))).toBe('south-east');
    expect(directionFromShop(town('kenosha'))).toBe('north');
  });

  it('has no direction for the home base or a town without coordinates', () => {
    expect(directionFromShop(town('chicago'))).toBeNull();
    expect(directionFromShop({ ...town('evanston'), latitude: undefined })).toBeNull();
  });

  it('names the road in by state first, then by direction', () => {
    expect(routeToShop(town('kenosha'))).toContain('I-94 south');
    expect(routeToShop(town('kalamazoo'))).toContain('around the bottom of the lake');
    expect(routeToShop(town('schaumburg'))).toContain('Jane Addams Tollway');
    expect(routeToShop(town('aurora'))).toContain('I-88');
    expect(routeToShop(town('joliet'))).toContain('Stevenson');
    expect(routeToShop(town('chicago'))).toBeNull();
  });
});
