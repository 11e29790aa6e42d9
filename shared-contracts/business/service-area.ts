import { business } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';

/** "Illinois, Indiana and Wisconsin": names joined as a sentence lists them. */
export const listedInWords = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const printShipStates = regionLinks.filter((region) => !region.serviceState).map((region) => region.name);

/**
 * Where the business works, said one way on every page: four service states around the Chicago shop,
 * most customers within the service radius, and the other state pages served by Print & Ship.
 */
export const serviceArea = {
  stateCount: business.serviceStates.length,
  states: listedInWords(business.serviceStates),
  radiusMiles: business.serviceRadiusMiles,
  printShipStates: listedInWords(printShipStates),
  /** The sentence /about, /contact and home use. */
  summary: `We serve four states, ${listedInWords(business.serviceStates)}, from our Chicago shop, most of our customers within ${business.serviceRadiusMiles} miles of it.`,
  printShip: `In ${listedInWords(printShipStates)}, as anywhere else in the United States, we work through Print & Ship: we print your wrap here and ship it to your installer.`,
} as const;
