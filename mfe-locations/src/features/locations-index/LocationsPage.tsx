import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, regionPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { media } from 'shared-contracts/ui/theme';

import { townLookup } from '../../towns/town-lookup';
import { DontSeeYourTown } from './DontSeeYourTown';
import { printShipStateCards, stateCards } from './locations-index';
import { StateTowns } from './StateTowns';
import { TownSearch } from './TownSearch';

const title = 'Vehicle Wrap Service Locations | Wrap Lab Chicago';
const description =
  "Vehicle wraps, fleet graphics, ceramic coating and paint protection film for towns across Illinois, Indiana, Michigan and Wisconsin from our shop on Chicago's Northwest Side; Print & Ship graphics for Iowa, Missouri and Ohio.";

const breadcrumbs = [
  { name: 'Home', url: pagePaths.home },
  { name: 'Locations', url: pagePaths.locations },
];

/** /locations: the town search first, then the four service states' towns, then the Print & Ship regions. */
export function LocationsPage() {
  const towns = townLookup.allTowns();
  const states = stateCards(towns);
  const printShip = printShipStateCards(towns);
  usePageMeta({
    title,
    description,
    canonical: pagePaths.locations,
    keywords: [
      'vehicle wraps near me',
      'Chicago vehicle wraps',
      ...[...states, ...printShip].map((state) => `vehicle wraps ${state.name}`),
    ],
    pageType: 'CollectionPage',
    breadcrumbs,
  });

  return (
    <>
      <PageHero
        background={
          <ResponsiveImage id="matte-military-green-suv" priority alt="" sizes="100vw" className="hero-background" />
        }
        eyebrow="Illinois · Indiana · Michigan · Wisconsin"
        title="Vehicle wraps near you"
        breadcrumbs={breadcrumbs}
        lead={
          <p>
            Drivers and fleets from across four states bring their vehicles to our shop at {business.address.street},
            Chicago. Find your town for drive times and local answers.
          </p>
        }
      >
        <TownSearch lookup={townLookup} />
      </PageHero>

      <Band aria-labelledby="service-states">
        <Container>
          <h2 id="service-states">Our service states</h2>
          <p className="section-lead">
            The towns nearest the shop in each state, with the drive to Lamon Avenue and what customers from there bring
            in. Every town we serve is on one list: <Link to={pagePaths.towns}>Towns we serve</Link>.
          </p>
          <StateList>
            {states.map((state) => (
              <StateTowns key={state.code} state={state} towns={towns} />
            ))}
          </StateList>
        </Container>
      </Band>

      <Band $tone="alt" aria-labelledby="print-ship-regions">
        <Container>
          <h2 id="print-ship-regions">Print &amp; Ship regions</h2>
          <p className="section-lead">
            Beyond the four states we print, laminate and ship graphics for your local installer, and fleets book
            installs at the shop. Each page lists the cities we ship to.
          </p>
          <RegionList>
            {printShip.map((region) => (
              <li key={region.code}>
                <Link to={regionPath(region.slug)}>
                  <strong>{region.name}</strong>
                  <span>{region.count} cities by Print &amp; Ship</span>
                </Link>
              </li>
            ))}
          </RegionList>
          <DontSeeYourTown />
        </Container>
      </Band>
    </>
  );
}

const StateList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 24px;
  }
`;

/** Three regions: one column on phones, one row from the medium breakpoint. */
const RegionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 20px;
  }
  a {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 4px 12px;
    min-height: 48px;
    box-sizing: border-box;
    padding: 12px 16px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface);
    color: var(--color-ink);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-brand);
  }
  strong {
    font-family: var(--font-display);
    font-size: 1.2rem;
  }
  span {
    color: var(--color-muted);
    font-size: 0.92rem;
  }
`;
