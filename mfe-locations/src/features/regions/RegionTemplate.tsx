import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { localBusiness, organization } from 'shared-contracts/seo/json-ld';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { Prose } from 'shared-contracts/ui/text';

import { WithSidebar } from '../../components/with-sidebar';
import { defaultRegionTitle, whyChoose, type RegionContent } from './region-content';
import { RegionCities } from './RegionCities';
import { RegionSidebar } from './RegionSidebar';
import { HeroImage, Main, WhyList } from './RegionTemplate.styles';

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

              <RegionCities region={region} outsideServiceStates={outsideServiceStates} />
            </Main>

            <RegionSidebar region={region} />
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
