import { business } from 'shared-contracts/business/business';
import type { Town } from 'shared-contracts/towns/town-lookup';

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles: the "as the crow flies" figure the site quotes. */
export function milesBetween(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const dLat = radians(latitudeB - latitudeA);
  const dLon = radians(longitudeB - longitudeA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(latitudeA)) * Math.cos(radians(latitudeB)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** Miles between two towns, by their coordinates (the shop's for a town without any). */
export function milesApart(a: Town, b: Town): number {
  return milesBetween(
    a.latitude ?? business.geo.latitude,
    a.longitude ?? business.geo.longitude,
    b.latitude ?? business.geo.latitude,
    b.longitude ?? business.geo.longitude,
  );
}
