import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { Link } from 'shared-contracts/routing/router';
import { CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';

import { townLookup } from '../../towns/town-lookup';
import { DontSeeYourTown } from './DontSeeYourTown';
import { GroupedTowns } from './GroupedTowns';
import { popularTowns, printShipStateCards, stateCards, type StateCard } from './locations-index';

const title = 'Vehicle Wrap Service Locations | Wrap Lab Chicago';
const description =
  "Vehicle wraps, fleet graphics, ceramic coating and paint protection film for towns across Illinois, Michigan, Indiana and Wisconsin, and cities in Iowa, Missouri and Ohio, from our shop on Chicago's Northwest Side.";

const breadcrumbs = [
  { name: 'Home', url: '/' },
  { name: 'Locations', url: '/locations' },
];

function StateCards({ cards }: { cards: StateCard[] }) {
  return (
    <CardGrid $columns={cards.length <= 3 ? 3 : 4}>
      {cards.map((card) => (
        <li key={card.code}>
          <StateLink to={`/regions/${card.slug}`}>
            <strong>{card.name}</strong>
            <span className="count">
              {card.count} {card.count === 1 ? 'location' : 'locations'}
            </span>
            <span className="more">View {card.name} services →</span>
          </StateLink>
        </li>
      ))}
    </CardGrid>
  );
}

export function LocationsPage() {
  const towns = townLookup.allTowns();
  const cards = stateCards(towns);
  const printShipCards = printShipStateCards(towns);
  const allCards = [...cards, ...printShipCards];
  usePageMeta({
    title,
    description,
    canonical: '/locations',
    keywords: ['vehicle wraps near me', 'Chicago vehicle wraps', ...allCards.map((c) => `vehicle wraps ${c.name}`)],
    pageType: 'CollectionPage',
    breadcrumbs,
  });

  return (
    <>
      <PageHero
        background={
          <ResponsiveImage id="matte-military-green-suv" priority alt="" sizes="100vw" className="hero-background" />
        }
        eyebrow={`${towns.length} towns in ${allCards.length} states`}
        title="Vehicle Wraps Near You"
        breadcrumbs={breadcrumbs}
        lead={
          <p>
            From our shop at {business.address.street} we wrap, coat and protect vehicles for drivers and fleets across
            Illinois, Michigan, Indiana and Wisconsin, and for cities in Iowa, Missouri and Ohio through Print &amp;
            Ship and scheduled visits. Pick your state or your town to see what we do near you.
          </p>
        }
        actions={
          <>
            <PrimaryButton as={Link} to="/contact">
              Get a Free Quote
            </PrimaryButton>
            <GhostButton as={Link} to="/towns">
              Browse All {towns.length} Towns
            </GhostButton>
          </>
        }
      />

      <Band aria-labelledby="service-states">
        <Container>
          <h2 id="service-states">Our Service States</h2>
          <p className="section-lead">
            Each state page lists the cities we serve there, with directions to the shop and the services most asked
            for.
          </p>
          <StateCards cards={cards} />
        </Container>
      </Band>

      <Band aria-labelledby="print-ship-states">
        <Container>
          <h2 id="print-ship-states">Beyond Our Four States</h2>
          <p className="section-lead">
            Farther out, we print and ship wraps for local installers and book fleet visits to the shop. Each state page
            lists the cities we work with there.
          </p>
          <StateCards cards={printShipCards} />
        </Container>
      </Band>

      <Band $tone="alt" aria-labelledby="popular-locations">
        <Container>
          <h2 id="popular-locations">Popular Locations</h2>
          <p className="section-lead">
            The towns closest to the shop in each state. Every one has its own page with drive times and local answers.
          </p>
          <Popular>
            {allCards.map((card) => (
              <nav key={card.code} aria-label={`Popular ${card.name} locations`}>
                <h3>{card.name}</h3>
                <ul>
                  {popularTowns(towns, card.code).map((town) => (
                    <li key={town.id}>
                      <Link to={`/locations/${town.id}`}>
                        {town.name}, {town.state}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </Popular>
        </Container>
      </Band>

      <Band aria-labelledby="all-locations">
        <Container>
          <h2 id="all-locations">All Locations by State</h2>
          <p className="section-lead">
            Every town we serve with its population and distance from the shop. The same list lives at{' '}
            <Link to="/towns">Towns We Serve</Link>.
          </p>
          <GroupedTowns towns={towns} headingLevel={3} />
          <DontSeeYourTown />
        </Container>
      </Band>
      <CtaBand
        title="Ready when you are"
        text="Tell us your town and your vehicle, and we will send a free quote within one business day."
        secondary={{ label: 'Nationwide Print & Ship', to: '/print-ship' }}
      />
    </>
  );
}

const StateLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  box-sizing: border-box;
  padding: 18px;
  border-radius: var(--radius-lg);
  background: var(--color-night);
  @media (min-width: 768px) {
    padding: 24px;
  }
  color: var(--color-on-dark);
  text-decoration: none;
  box-shadow: var(--shadow-card);
  transition: transform 0.15s ease;
  &:hover,
  &:focus-visible {
    transform: translateY(-2px);
  }
  strong {
    font-family: var(--font-display);
    font-size: clamp(1.35rem, 4vw, 1.8rem);
  }
  .count {
    color: var(--color-brand-on-dark);
    font-weight: 700;
  }
  .more {
    margin-top: auto;
    padding-top: 12px;
    font-size: 0.9rem;
    color: rgb(255 255 255 / 75%);
  }
`;

const Popular = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  h3 {
    margin: 0 0 10px;
    font-size: 1.1rem;
    color: var(--color-ink);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    display: inline-block;
    padding: 3px 0;
    color: var(--color-ink-soft);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    color: var(--color-brand);
    text-decoration: underline;
  }
`;
