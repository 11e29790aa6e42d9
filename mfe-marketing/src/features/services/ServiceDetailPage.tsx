import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { serviceHref, serviceNames, type ServiceSlug } from 'shared-contracts/business/services';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useParams } from 'shared-contracts/routing/router';
import { faqPage, service as serviceJsonLd } from 'shared-contracts/seo/json-ld';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { Band, type SectionTone } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Eyebrow } from 'shared-contracts/ui/text';
import { TextCards } from 'shared-contracts/ui/TextCards';
import { media } from 'shared-contracts/ui/theme';

import { BeforeAfterBand } from '../../components/BeforeAfterBand';
import { Reveal } from '../../components/Reveal';
import { ServiceCard } from '../../components/ServiceCard';
import { beforeAfterPairsFor } from '../../content/before-after';
import type { ServiceContent } from '../../content/services/service-types';
import { findService, servicesContent } from '../../content/services/services-content';
import { PackagesBand } from './PackagesBand';
import { relatedServices } from './related-services';
import { ServiceGallery } from './ServiceGallery';
import { ServiceHero } from './ServiceHero';
import { ServiceNotFound } from './ServiceNotFound';

/** The vehicle-wraps page also points to its four wrap and film options, the services a full wrap comes as. */
const vehicleWrapOptions: readonly ServiceSlug[] = [
  'color-change-wraps',
  'commercial-fleet-wraps',
  'paint-protection-film',
  'partial-wraps',
];

function useServiceMeta(content: ServiceContent) {
  const origin = useSiteOrigin();
  const path = serviceHref(content.slug);
  const title = `${content.title} in Chicago | Wrap Lab Chicago`;
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Services', url: pagePaths.services },
    { name: content.title, url: path },
  ];
  usePageMeta({
    title,
    description: content.description,
    canonical: path,
    keywords: [...content.keywords],
    breadcrumbs,
    structuredData: [
      serviceJsonLd({
        origin,
        path,
        name: content.title,
        description: content.description,
        offers: content.priceRange
          ? { lowPrice: content.priceRange.low, highPrice: content.priceRange.high }
          : undefined,
      }),
      faqPage(content.faqs),
    ],
  });
  return breadcrumbs;
}

function ServiceDetail({ content }: { content: ServiceContent }) {
  const breadcrumbs = useServiceMeta(content);
  const related = relatedServices(content.slug).map((slug) => servicesContent[slug]);
  const pairs = beforeAfterPairsFor(content.slug);
  // Bands alternate their background; each band after the overview (packages, before/after) shifts the rest by one.
  const extraBands = (content.offer ? 1 : 0) + (pairs.length > 0 ? 1 : 0);
  const tone = (usual: SectionTone): SectionTone => (extraBands % 2 === 0 ? usual : usual === 'alt' ? 'plain' : 'alt');
  return (
    <>
      <ServiceHero service={content} breadcrumbs={breadcrumbs} />

      <Band aria-labelledby="service-overview">
        <Container>
          <Overview>
            <article>
              <Eyebrow>Wrap Lab Chicago</Eyebrow>
              <SectionTitle id="service-overview">About our {content.title.toLowerCase()}</SectionTitle>
              {content.longDescription.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </article>
            <div>
              <ServiceGallery images={content.images} title={content.title} />
              <FactCard aria-label={`${content.title} facts`}>
                <h3>At a glance</h3>
                <ul>
                  {content.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                  <li>Installed at {business.address.street}, Chicago</li>
                </ul>
                <PrimaryButton as={Link} to={pagePaths.contact}>
                  Request a Quote
                </PrimaryButton>
              </FactCard>
            </div>
          </Overview>
        </Container>
      </Band>

      {content.offer && <PackagesBand title={content.title} offer={content.offer} />}

      <BeforeAfterBand
        id="service-before-after"
        title="Before and after"
        pairs={pairs}
        tone={content.offer ? 'plain' : 'alt'}
      />

      <Band $tone={tone('alt')} aria-labelledby="service-benefits">
        <Container>
          <SectionTitle id="service-benefits">Why choose our {content.title.toLowerCase()}</SectionTitle>
          <Reveal>
            <TextCards items={content.benefits.map(({ title, description }) => ({ title, text: description }))} />
          </Reveal>
        </Container>
      </Band>

      <Band $tone={tone('plain')} aria-labelledby="service-faq">
        <Container>
          <Narrow>
            <SectionTitle id="service-faq">{sentenceCase(content.title)} FAQ</SectionTitle>
            <Accordion
              items={content.faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
              initiallyOpen={0}
            />
          </Narrow>
        </Container>
      </Band>

      {content.slug === 'vehicle-wraps' && (
        <Band $tone={tone('alt')} aria-labelledby="wrap-options">
          <Container>
            <SectionTitle id="wrap-options">Explore our wrap &amp; film options</SectionTitle>
            <ExploreLinks>
              {vehicleWrapOptions.map((slug) => (
                <li key={slug}>
                  <Link to={serviceHref(slug)}>
                    {serviceNames[slug]}
                    <span>{servicesContent[slug].highlights[0]}</span>
                  </Link>
                </li>
              ))}
            </ExploreLinks>
          </Container>
        </Band>
      )}

      <Band $tone={tone('plain')} aria-labelledby="related-services">
        <Container>
          <SectionTitle id="related-services">Related services</SectionTitle>
          <Reveal>
            <CardGrid $columns={3}>
              {related.map((item) => (
                <ServiceCard key={item.slug} service={item} />
              ))}
            </CardGrid>
          </Reveal>
          <Footer>
            <SecondaryButton as={Link} to={pagePaths.services}>
              View All Services
            </SecondaryButton>
          </Footer>
        </Container>
      </Band>

      <CtaBand
        title={content.closing}
        text={`Tell us about your vehicle and we will send a written quote for ${content.title.toLowerCase()}, usually within one business day.`}
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </>
  );
}

/** A service's name inside a heading: "Vehicle Wraps" reads "Vehicle wraps FAQ". */
const sentenceCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();

/** `/services/:serviceSlug`: the service's page, or Service Not Found for an unknown or missing slug. */
export function ServiceDetailPage() {
  const { serviceSlug } = useParams();
  const content = findService(serviceSlug);
  if (!content) return <ServiceNotFound slug={serviceSlug} />;
  // Keyed so moving between services starts each page's hero and gallery afresh.
  return <ServiceDetail key={content.slug} content={content} />;
}

const Overview = styled.div`
  display: grid;
  gap: 40px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  }
  article p {
    font-size: 1.05rem;
    line-height: 1.75;
    color: var(--color-ink-soft);
    margin: 0 0 18px;
  }
`;

const FactCard = styled.aside`
  margin-top: 8px;
  padding: 24px;
  border-radius: var(--radius-lg);
  background: var(--color-night);
  color: var(--color-on-dark-soft);
  h3 {
    margin: 0 0 12px;
    color: var(--color-on-dark);
    font-size: 1.15rem;
  }
  ul {
    margin: 0 0 20px;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  li::before {
    content: '✓ ';
    color: var(--color-brand-bright);
    font-weight: 800;
  }
`;

const Narrow = styled.div`
  max-width: 860px;
`;

const ExploreLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  a {
    display: block;
    height: 100%;
    padding: 18px 20px;
    border-radius: var(--radius-md);
    border: 1px solid var(--color-line);
    background: var(--color-surface);
    color: var(--color-ink);
    font-weight: 700;
    text-decoration: none;
    box-shadow: var(--shadow-card);
  }
  a span {
    display: block;
    margin-top: 6px;
    font-weight: 400;
    color: var(--color-ink-soft);
    font-size: 0.95rem;
    line-height: 1.5;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-brand);
  }
`;

const Footer = styled.div`
  margin-top: 36px;
  display: flex;
  justify-content: center;
`;
