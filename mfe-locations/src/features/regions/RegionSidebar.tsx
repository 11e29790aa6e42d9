import { business, formattedAddress } from 'shared-contracts/business/business';
import { regionPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Panel } from 'shared-contracts/ui/cards';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import { adjacentRegionThumbnails, cyclicItem } from '../../components/background-choice';
import { defaultRegionServices, type RegionContent } from './region-content';
import { Side } from './RegionSidebar.styles';

/** A state page's sidebar: how to reach the shop, the services offered there and the nearby regions. */
export function RegionSidebar({ region }: { region: RegionContent }) {
  const services = region.services ?? defaultRegionServices;
  return (
    <Side aria-label={`${region.regionName} contact and links`}>
      <Panel>
        <h2>Contact us</h2>
        <address>{formattedAddress}</address>
        <ul>
          <li>
            <a href={business.phone.href}>{business.phone.display}</a>
          </li>
          <li>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </li>
        </ul>
      </Panel>
      <Panel as="nav" aria-label={`Services in ${region.regionName}`}>
        <h2>Services</h2>
        <ul>
          {services.map((service) => (
            <li key={service.path}>
              <Link to={service.path}>{service.label}</Link>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel as="nav" aria-label="Nearby Regions">
        <h2>Nearby Regions</h2>
        <ul>
          {region.adjacentRegions.map((adjacent, index) => {
            const thumbnail = <ResponsiveImage id={cyclicItem(adjacentRegionThumbnails, index)} alt="" sizes="64px" />;
            return (
              <li key={adjacent.name}>
                {adjacent.slug ? (
                  <Link to={regionPath(adjacent.slug)} className="region">
                    {thumbnail}
                    {adjacent.name}
                  </Link>
                ) : (
                  <span className="region">
                    {thumbnail}
                    <span>
                      {adjacent.name} <small>by Print &amp; Ship</small>
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </Panel>
    </Side>
  );
}
