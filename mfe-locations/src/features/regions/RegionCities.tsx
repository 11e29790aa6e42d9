import { townPath } from 'shared-contracts/routes/route-table';

import type { RegionContent } from './region-content';
import { CityGrid, CityLink } from './RegionCities.styles';

/** The towns of a state page, each a card linking to its town page. */
export function RegionCities({
  region,
  outsideServiceStates,
}: {
  region: RegionContent;
  outsideServiceStates: boolean;
}) {
  return (
    <>
      <h2 id="region-cities">
        {outsideServiceStates ? 'Cities we ship to' : 'Cities we serve'} in {region.regionName}
      </h2>
      <CityGrid $count={region.citiesServed.length} aria-labelledby="region-cities">
        {region.citiesServed.map((city) => (
          <li key={city.slug}>
            <CityLink to={townPath(city.slug)}>
              <strong>{city.name}</strong>
              {city.county && <span>{city.county}</span>}
              {city.population && <span>Population {city.population}</span>}
              {city.distance && <span>{city.distance}</span>}
            </CityLink>
          </li>
        ))}
      </CityGrid>
    </>
  );
}
