import { isServiceSlug, serviceSlugs, type ServiceSlug } from 'shared-contracts/business/services';

import { ceramicCoatings } from './ceramic-coatings';
import { colorChangeWraps } from './color-change-wraps';
import { commercialFleetWraps } from './commercial-fleet-wraps';
import { fleetGraphics } from './fleet-graphics';
import { paintProtectionFilm } from './paint-protection-film';
import { partialWraps } from './partial-wraps';
import type { ServiceContent } from './service-types';
import { vehicleGraphics } from './vehicle-graphics';
import { vehicleWraps } from './vehicle-wraps';

/** Every service page's content, keyed by slug. */
export const servicesContent: Readonly<Record<ServiceSlug, ServiceContent>> = {
  'vehicle-wraps': vehicleWraps,
  'commercial-fleet-wraps': commercialFleetWraps,
  'ceramic-coatings': ceramicCoatings,
  'paint-protection-film': paintProtectionFilm,
  'color-change-wraps': colorChangeWraps,
  'fleet-graphics': fleetGraphics,
  'vehicle-graphics': vehicleGraphics,
  'partial-wraps': partialWraps,
};

/** The services in the site's own order (the shared slug list). */
export const allServices: readonly ServiceContent[] = serviceSlugs.map((slug) => servicesContent[slug]);

export function findService(slug: string | undefined): ServiceContent | undefined {
  return isServiceSlug(slug) ? servicesContent[slug] : undefined;
}
