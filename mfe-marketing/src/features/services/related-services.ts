import { serviceSlugs, type ServiceSlug } from 'shared-contracts/business/services';

/** A service page shows three related-service cards, chosen by the rules below. */
export const RELATED_SERVICES_COUNT = 3;

const protectionSlugs: readonly ServiceSlug[] = ['paint-protection-film', 'ceramic-coatings'];
const protectionCompanions: readonly ServiceSlug[] = [
  'color-change-wraps',
  'commercial-fleet-wraps',
  'vehicle-graphics',
];

/**
 * Which three services a service page recommends, by the spec's rules:
 * vehicle wraps lead with PPF and ceramic coatings; PPF and ceramic lead with vehicle wraps and then
 * the wrap services that pair with protection; any other page shows the first three other services.
 */
export function relatedServices(current: ServiceSlug): ServiceSlug[] {
  const others = serviceSlugs.filter((slug) => slug !== current);
  let ordered: readonly ServiceSlug[];
  if (current === 'vehicle-wraps') {
    ordered = [...protectionSlugs, ...others.filter((slug) => !protectionSlugs.includes(slug))];
  } else if (protectionSlugs.includes(current)) {
    ordered = ['vehicle-wraps', ...others.filter((slug) => protectionCompanions.includes(slug))];
  } else {
    ordered = others;
  }
  return ordered.slice(0, RELATED_SERVICES_COUNT);
}
