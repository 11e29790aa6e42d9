import styled from 'styled-components';

import { business, formattedAddress } from 'shared-contracts/business/business';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, regionPath, townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { localBusiness, organization } from 'shared-contracts/seo/json-ld';
import { Panel } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { Prose } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { adjacentRegionThumbnails, cyclicItem } from '../../components/background-choice';
import { quietLinks } from '../../components/quiet-links';
import { WithSidebar } from '../../components/with-sidebar';
import { defaultRegionServices, defaultRegionTitle, whyChoose, type RegionContent } from './region-content';

/** The one template every state page is drawn with, from that state's content record. */
export function RegionTemplate({ region }: { region: RegionContent }) {
  const origin = useSiteOrigin();
  const title = region.title ?? defaultRegionTitle(region.regionName);
  // Every state page sits under Locations on screen; the spec's Iowa, Missouri and Ohio structured data keep
  // their own parent (Home > Regions > state).
  const trail = [
    { name: 'Locations', url: pagePaths.locations },
    { name: region.regionName, url: region.canonicalUrl },
  ];
  const parent = region.breadcrumbParent ?? { name: 'Locations', path: pagePaths.locations };
  const structuredTrail = [{ name: parent.name, url: parent.path }, trail[1]!];
  const services = region.services ?? defaultRegionServices;
  const outsideServiceStates = Boolean(region.pageTitle);
  // Given on every region page so it replaces the shell's business record, whose Saturday hours are the contact
  // page's; Iowa, Missouri and Ohio keep the service states as the area served.
  const regionBusiness = localBusiness({
    origin,
    url: region.canonicalUrl,
    areaServed: outsideServiceStates ? undefined : [region.regionName],
    saturdayHours: 'regionStructuredData',
  });
  usePageMeta({
    title: region.pageTitle ?? `${title} | Wrap Lab Chicago`,
    description: region.metaDescription,
    canonical: region.canonicalUrl,
    keywords: region.keywords ?? [
      `vehicle wraps ${region.regionName}`,
      `fleet wraps ${region.regionName}`,
      `ceramic coating ${region.regionName}`,
    ],
    location: { placename: region.geoPlacename, region: region.geoRegion, ...region.geoPosition },
    breadcrumbs: [{ name: 'Home', url: pagePaths.home }, ...structuredTrail],
    structuredData: outsideServiceStates ? [organization(origin), regionBusiness] : [regionBusiness],
  });

  return (
    <article aria-labelledby="region-title">
      <PageHero
        eyebrow={`${outsideServiceStates ? 'Print & Ship region' : 'Service state'} · ${region.regionName}`}
        title={<span id="region-title">{title}</span>}
        breadcrumbs={trail}
        lead={<p>{region.regionFocus}</p>}
        background={
          <HeroImage>
            <ResponsiveImage id={region.regionImage} priority alt="" sizes="100vw" />
          </HeroImage>
        }
      />

      <Band aria-labelledby="region-about">
        <Container>
          <WithSidebar>
            <Main>
              <h2 id="region-about">Vehicle wraps across {region.regionName}</h2>
              {/* Written in region-content.ts, never from visitors: simple HTML is allowed there. */}
              <Prose
                data-testid="region-description"
                dangerouslySetInnerHTML={{ __html: `<p>${region.description ?? region.regionDescription}</p>` }}
              />

              <h2>Why choose Wrap Lab Chicago in {region.regionName}</h2>
              <WhyList>
                {whyChoose.map(({ reason, detail }) => (
                  <li key={reason}>
                    <span>
                      <strong>{reason}</strong>. {detail}
                    </span>
                  </li>
                ))}
              </WhyList>

              <h2>Our services in {region.regionName}</h2>
              <Prose>
                <p>{region.content}</p>
              </Prose>

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
            </Main>

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
                    const thumbnail = (
                      <ResponsiveImage id={cyclicItem(adjacentRegionThumbnails, index)} alt="" sizes="64px" />
                    );
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
          </WithSidebar>
        </Container>
      </Band>

      <CtaBand
        title={`Ready to Transform Your Vehicles in ${region.regionName}?`}
        text={`Tell us about your vehicle or fleet in ${region.regionName} and we will plan the design, printing and installation with you.`}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </article>
  );
}

const HeroImage = styled.div`
  picture {
    position: absolute;
    inset: 0;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.35;
  }
`;

const Main = styled.div`
  h2:not(:first-child) {
    margin-top: 44px;
  }
`;

const WhyList = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
  strong {
    color: var(--color-ink);
  }
  li::before {
    content: '✓';
    flex: none;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: var(--color-brand-tint-strong);
    color: var(--color-brand);
    display: grid;
    place-items: center;
    font-size: 0.9rem;
  }
`;

/**
 * Two cities to a row (three from the large breakpoint when the count divides by three). An odd
 * count gives the first, biggest city the whole first row, so no card is left alone on the last.
 */
const CityGrid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ $count }) => ($count % 2 === 1 ? '> li:first-child { grid-column: 1 / -1; }' : '')}
  ${media.lg} {
    gap: 16px;
    ${({ $count }) =>
      $count % 3 === 0
        ? 'grid-template-columns: repeat(3, minmax(0, 1fr)); > li:first-child { grid-column: auto; }'
        : ''}
  }
`;

const CityLink = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 12px 14px;
  ${media.md} {
    padding: 16px;
  }
  border-radius: var(--radius-md);
  border: 1px solid var(--color-line);
  color: var(--color-ink);
  text-decoration: none;
  background: var(--color-surface);
  &:hover,
  &:focus-visible {
    border-color: var(--color-brand);
    box-shadow: var(--shadow-card);
  }
  strong {
    display: block;
    font-size: 1.05rem;
    margin-bottom: 4px;
  }
  span {
    display: block;
    color: var(--color-muted);
    font-size: 0.88rem;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 20px;
  h2 {
    font-family: var(--font-body);
    font-size: 1.2rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  ${quietLinks()}
  address {
    font-style: normal;
    color: var(--color-ink-soft);
    line-height: 1.6;
    margin-bottom: 8px;
  }
  .region {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .region small {
    display: block;
    color: var(--color-muted);
    font-weight: 500;
  }
  .region > span {
    font-weight: 600;
    color: var(--color-ink);
  }
  .region img {
    width: 64px;
    height: 40px;
    object-fit: cover;
    border-radius: 6px;
    background: var(--color-surface-alt);
  }
`;
