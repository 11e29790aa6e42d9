/**
 * The county of a GeoNames place, from GeoNames itself: its cities file gives each place the code of
 * its second-level division (for the US, the county's FIPS code) and the admin2 file names it.
 */
export interface GeoNamesCountyRecords {
  cities: readonly { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }[];
  admin2: readonly { code: string; name: string }[];
}

/** Two packagings of one GeoNames point agree to five decimals; this leaves room for a rounding. */
const SAME_POINT_DEGREES = 0.001;

export function countyFinder(cities: GeoNamesCountyRecords['cities'], admin2: GeoNamesCountyRecords['admin2']) {
  const countyNames = new Map(admin2.map((division) => [division.code, division.name]));
  const usCities = cities.filter((city) => city.country === 'US');

  /** The county GeoNames files the place at these coordinates under; stops the generator if there is none. */
  return function countyOf(state: string, latitude: number, longitude: number, name: string): string {
    const place = usCities.find(
      (city) =>
        city.admin1 === state &&
        Math.abs(Number(city.lat) - latitude) < SAME_POINT_DEGREES &&
        Math.abs(Number(city.lng) - longitude) < SAME_POINT_DEGREES,
    );
    const county = place && countyNames.get(`US.${state}.${place.admin2}`);
    if (!county) throw new Error(`GeoNames gives no county for ${name}, ${state} (${latitude}, ${longitude})`);
    return county;
  };
}
