import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { Link } from 'shared-contracts/routing/router';
import { CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';

import { SectionHeading } from '../../components/SectionHeading';
import { ServiceCard } from '../../components/ServiceCard';
import { allServices } from '../../content/services/services-content';

const description =
  'Vehicle wraps, commercial fleet wraps, fleet and vehicle graphics, color change and partial wraps, paint protection film and ceramic coatings, installed in Chicago.';

/** `/services`: every service, each linking to its own page. */
export function ServicesIndexPage() {
  const breadcrumbs = [
    { name: 'Home', url: '/' },
    { name: 'Services', url: '/services' },
  ];
  usePageMeta({
    title: 'Our Services: Vehicle Wraps, PPF & Ceramic Coatings | Wrap Lab Chicago',
    description,
    canonical: '/services',
    keywords: allServices.map((s) => `${s.title} Chicago`),
    pageType: 'CollectionPage',
    breadcrumbs,
  });
  return (
    <>
      <PageHero
        image="vinyl-install"
        breadcrumbs={breadcrumbs}
        title="Our Services"
        lead="Eight ways to brand, restyle and protect your vehicles, all designed, printed and installed by our own team in Chicago since 2010."
      />
      <Band aria-labelledby="all-services">
        <Container>
          <SectionHeading id="all-services">Wraps, Graphics &amp; Protection</SectionHeading>
          <Lead>
            Choose a service to see pricing, how long it lasts, what the warranty covers and pictures of our recent
            work. Not sure which one fits? Tell us about the vehicle and we will recommend the right film.
          </Lead>
          <CardGrid $columns={3}>
            {allServices.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </CardGrid>
          <PrintShip>
            <h2>Outside Chicagoland?</h2>
            <p>
              Our Nationwide Print &amp; Ship service designs and prints your wrap here and ships it anywhere in the
              United States, with DIY install guidance and remote support for your installer.
            </p>
            <Link to="/print-ship">Explore Print &amp; Ship →</Link>
          </PrintShip>
        </Container>
      </Band>
      <CtaBand
        title="Not Sure Where to Start?"
        text="Send us a photo of your vehicle and what you have in mind. We will recommend the right service and send a written quote."
        primary={{ label: 'Get a Free Quote', to: '/contact' }}
        secondary={{ label: 'View Our Gallery', to: '/gallery' }}
      />
    </>
  );
}

const PrintShip = styled.div`
  margin-top: 48px;
  padding: 28px;
  border-radius: var(--radius-lg);
  border: 2px dashed var(--color-brand);
  background: var(--color-brand-tint);
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  a {
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;
