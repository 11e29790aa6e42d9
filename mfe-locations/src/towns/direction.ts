import { business } from 'shared-contracts/business/business';
import type { Town } from 'shared-contracts/towns/town-lookup';

const points = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type Compass = (typeof points)[number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Initial great-circle bearing from the shop, 0-360 degrees clockwise from north. */
export function bearingFromShop(town: Town): number | null {
  if (town.latitude === undefined || town.longitude === undefined || town.distance === 0) return null;
  const lat1 = radians(business.geo.latitude);
  const lat2 = radians(town.latitude);
  const dLon = radians(town.longitude - business.geo.longitude);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Which way a town lies from the shop, on an eight-point compass. */
export function directionFromShop(town: Town): Compass | null {
  const bearing = bearingFromShop(town);
  return bearing === null ? null : (points[Math.round(bearing / 45) % 8] as Compass);
}

/** Expressways into the Northwest Side, by the bearing a customer starts from (clockwise). */
const illinoisRoutes: readonly [number, string][] = [
  [20, 'the Edens Expressway (I-94)'],
  [80, 'the Edens or a few miles of local streets'],
  [140, 'the Kennedy Expressway'],
  [170, 'the Dan Ryan and the Kennedy'],
  [195, 'I-57 or I-294 and the Kennedy'],
  [225, 'the Stevenson (I-55) and the Tri-State'],
  [280, 'I-88 or the Eisenhower (I-290) and the Tri-State'],
  [330, 'the Jane Addams Tollway (I-90) and the Kennedy'],
  [360, 'the Edens Expressway (I-94)'],
];

/** The usual way in to the shop on the Northwest Side, by where a customer starts. */
export function routeToShop(town: Town): string | null {
  if (town.state === 'WI') return 'I-94 south through Kenosha County and the Edens';
  if (town.state === 'MI') return 'I-94 around the bottom of the lake and the Skyway';
  if (town.state === 'IN')
    return town.distance > 60
      ? 'I-65 or the Indiana Toll Road to the Skyway and the Kennedy'
      : 'the Borman or the Skyway and then the Kennedy';
  const bearing = bearingFromShop(town);
  if (bearing === null) return null;
  return illinoisRoutes.find(([upTo]) => bearing < upTo)?.[1] ?? 'the Kennedy Expressway';
}
