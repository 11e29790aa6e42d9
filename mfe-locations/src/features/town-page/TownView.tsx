import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, townPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { faqPage, localBusiness, place } from 'shared-contracts/seo/json-ld';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { Panel } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Band } from 'shared-contracts/ui/Section';
import { Prose } from 'shared-contracts/ui/text';

import { backgroundIndexForId, townBackgrounds } from '../../components/background-choice';
import { HeroBackground } from '../../components/HeroBackground';
import { quietLinks } from '../../components/quiet-links';
import { WithSidebar } from '../../components/with-sidebar';
import { isPrintShipTown, townContent } from './town-content';
import { townGeo } from './town-geo';

export interface TownViewProps {
  town: Town;
  lookup: Pick<TownLookup, 'townsWithin'>;
  /** The Chicago landing page shows Chicago at its own address. */
  path?: string;
  headline?: string;
}

/** A town's page: hero, facts, the town's own content, location FAQs, nearby towns, services. */
export function TownView({ town, lookup, path = townPath(town.id), headline }: TownViewProps) {
  const origin = useSiteOrigin();
  const content = townContent(town, lookup);
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Locations', url: pagePaths.locations },
    { name: `${town.name}, ${town.state}`, url: path },
  ];
  const geo = townGeo(town);
  usePageMeta({
    title: content.title,
    description: content.description,
    canonical: path,
    keywords: content.keywords,
    location: geo,
    breadcrumbs,
    structuredData: [
      localBusiness({
        origin,
        url: path,
        areaServed: [`${town.name}, ${town.state}`, town.county],
        saturdayHours: 'contact',
      }),
      place({ origin, path, name: town.name, region: town.state, latitude: geo.latitude, longitude: geo.longitude }),
      faqPage(content.faqs),
    ],
  });

  return (
    <article aria-labelledby="town-title">
      <PageHero
        eyebrow={`${town.county} · ${town.distance === 0 ? 'Our home base' : isPrintShipTown(town) ? 'Print & Ship region' : `${town.distance} miles from the shop`}`}
        title={<span id="town-title">{headline ?? content.headline}</span>}
        breadcrumbs={breadcrumbs}
        lead={<p>{content.lead}</p>}
        background={
          <HeroBackground pool={townBackgrounds} start={backgroundIndexForId(town.id, townBackgrounds.length)} />
        }
        actions={
          <>
            <PrimaryButton as={Link} to={pagePaths.contact}>
              Get a Free {town.name} Quote
            </PrimaryButton>
            <GhostButton as="a" href={business.phone.href}>
              Call {business.phone.display}
            </GhostButton>
          </>
        }
      />

      <Band aria-labelledby="town-about">
        <Container>
          <WithSidebar>
            <div>
              <h2 id="town-about">Serving {town.name} drivers and fleets</h2>
              <Facts aria-label={`${town.name} at a glance`}>
                {content.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Facts>
              <Prose>
                {content.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </Prose>
              {content.jobs.length > 0 && (
                <Prose>
                  <h3>Jobs for {town.name} customers</h3>
                  <ul>
                    {content.jobs.map((job) => (
                      <li key={job.company}>
                        <strong>{job.company}</strong>: {job.job} (
                        <Link to={serviceHref(job.service)}>{serviceNames[job.service]}</Link>)
                      </li>
                    ))}
                  </ul>
                </Prose>
              )}
            </div>
            <Side>
              <Panel as="nav" aria-label={`Towns near ${town.name}`}>
                <h2>Nearby towns</h2>
                <ul>
                  {content.nearby.map(({ town: other, miles }) => (
                    <li key={other.id}>
                      <Link to={townPath(other.id)}>
                        {other.name}, {other.state}
                      </Link>{' '}
                      <span>· {miles} mi</span>
                    </li>
                  ))}
                </ul>
              </Panel>
              <Panel as="nav" aria-label={`Services in ${town.name}`}>
                <h2>Our services</h2>
                <ul>
                  {serviceSlugs.map((slug) => (
                    <li key={slug}>
                      <Link to={serviceHref(slug)}>{serviceNames[slug]}</Link>
                    </li>
                  ))}
                </ul>
              </Panel>
            </Side>
          </WithSidebar>
        </Container>
      </Band>

      <Band $tone="alt" aria-labelledby="town-faqs">
        <Container>
          <h2 id="town-faqs">{town.name} location FAQs</h2>
          <p className="section-lead">Straight answers for customers coming from {town.name}.</p>
          <Accordion
            items={content.faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
            initiallyOpen={0}
          />
        </Container>
      </Band>

      <CtaBand
        title={`What are you bringing in from ${town.name}?`}
        text={`Tell us about your vehicle or fleet and we will send a free quote for ${town.name} within one business day.`}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </article>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 32px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: 16px;
    border-radius: var(--radius-md);
    background: var(--color-surface-alt);
    border: 1px solid var(--color-line);
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: var(--color-muted);
    font-weight: 700;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.15rem;
    font-weight: 800;
    color: var(--color-ink);
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 20px;
  h2 {
    font-size: 1.3rem;
    font-family: var(--font-body);
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  ${quietLinks()}
  li span {
    color: var(--color-muted);
    font-weight: 500;
  }
`;
