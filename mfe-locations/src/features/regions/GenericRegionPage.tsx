import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { regionLinks } from 'shared-contracts/business/regions';
import { allPhotographs } from 'shared-contracts/media/catalog';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, regionPath } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { localBusiness } from 'shared-contracts/seo/json-ld';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { Chips } from 'shared-contracts/ui/Chips';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';

import { randomBackgroundIndex, regionBackgrounds } from '../../components/background-choice';
import { HeroBackground } from '../../components/HeroBackground';
import { RECENT_PROJECTS_SHOWN, recentProjects } from './recent-projects';
import { capitaliseRegion } from './region-name';

/** The generic region page: takes any of the four service states by name (`/regions?region=...`). */
export function GenericRegionPage({ name }: { name: string }) {
  const origin = useSiteOrigin();
  const regionName = capitaliseRegion(name);
  const slug = name.trim().toLowerCase();
  // Drawn after the first paint, so a prerendered page and the first client render agree.
  const [background, setBackground] = useState<number | null>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setBackground(randomBackgroundIndex(regionBackgrounds.length)));
    return () => cancelAnimationFrame(frame);
  }, [slug]);
  const canonical = regionPath(slug);
  const trail = [
    { name: 'Locations', url: pagePaths.locations },
    { name: regionName, url: canonical },
  ];
  usePageMeta({
    title: `Vehicle Wraps in ${regionName} | Wrap Lab Chicago`,
    description: `Vehicle wraps, fleet graphics, ceramic coatings and paint protection film for ${regionName} from Wrap Lab Chicago. See recent projects and request a free quote.`,
    canonical,
    breadcrumbs: [{ name: 'Home', url: pagePaths.home }, ...trail],
    structuredData: [
      localBusiness({ origin, url: canonical, areaServed: [regionName], saturdayHours: 'regionStructuredData' }),
    ],
  });
  const others = regionLinks.filter((r) => r.slug !== slug);

  return (
    <article aria-labelledby="generic-region-title">
      <PageHero
        eyebrow="Service area"
        title={<span id="generic-region-title">Vehicle Wraps in {regionName}</span>}
        breadcrumbs={trail}
        lead={
          <p>
            Wraps, fleet graphics, ceramic coatings and paint protection film for {regionName} drivers and businesses,
            designed and installed by Wrap Lab Chicago.
          </p>
        }
        background={background === null ? null : <HeroBackground pool={regionBackgrounds} start={background} />}
      />

      <Band aria-labelledby="we-also-serve">
        <Container>
          <h2 id="we-also-serve">We Also Serve</h2>
          <p className="section-lead">Besides {regionName}, our team works with customers across these states.</p>
          <Chips>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={regionPath(other.slug)}>{other.name}</Link>
              </li>
            ))}
          </Chips>
        </Container>
      </Band>

      <Band $tone="alt" aria-labelledby="recent-projects">
        <Container>
          <h2 id="recent-projects">Recent Projects</h2>
          <p className="section-lead">
            {allPhotographs(recentProjects.slice(0, RECENT_PROJECTS_SHOWN).map((project) => project.image))
              ? 'A few of the vehicles that left our shop in the last months.'
              : 'Illustrations of jobs that leave our shop most weeks, with the service and where the customer came from.'}
          </p>
          <CardGrid $columns={3}>
            {recentProjects.slice(0, RECENT_PROJECTS_SHOWN).map((project) => (
              <Project key={project.image}>
                <ResponsiveImage id={project.image} sizes="(min-width: 1024px) 380px, 100vw" />
                <h3>{project.title}</h3>
                <p>{project.place ? `${project.service} · ${project.place}` : project.service}</p>
              </Project>
            ))}
          </CardGrid>
        </Container>
      </Band>

      <Band aria-labelledby="before-after">
        <Container>
          <h2 id="before-after">Before and after</h2>
          {!allPhotographs(['before-white-luxury', 'after-blue-sport-luxury']) && (
            <p className="section-lead">
              An illustration of a color change: the factory white, then premium blue vinyl.
            </p>
          )}
          <BeforeAfter>
            <figure>
              <ResponsiveImage id="before-white-luxury" sizes="(min-width: 768px) 50vw, 100vw" />
              <figcaption>
                <strong>Before</strong> <span>White Luxury Vehicle</span>
              </figcaption>
            </figure>
            <figure>
              <ResponsiveImage id="after-blue-sport-luxury" sizes="(min-width: 768px) 50vw, 100vw" />
              <figcaption>
                <strong>After</strong> <span>Blue Sport Luxury Vehicle with premium vinyl</span>
              </figcaption>
            </figure>
          </BeforeAfter>
        </Container>
      </Band>

      <CtaBand
        title={`Ready to Transform Your Vehicles in ${regionName}?`}
        text="Request a free quote and we will plan the design, printing and installation with you."
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </article>
  );
}

const Project = styled(Card)`
  p {
    font-size: 0.9rem;
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;

const BeforeAfter = styled.div`
  display: grid;
  gap: 20px;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
  figure {
    margin: 0;
    border-radius: var(--radius-lg);
    overflow: hidden;
    background: var(--color-surface);
    border: 1px solid var(--color-line);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    padding: 14px 16px;
    color: var(--color-ink-soft);
  }
  strong {
    display: block;
    color: var(--color-ink);
    text-transform: uppercase;
    letter-spacing: 0.05em;
    font-size: 0.8rem;
  }
`;
