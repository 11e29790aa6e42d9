import styled from 'styled-components';

import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Eyebrow, Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { ServiceCard } from '../../components/ServiceCard';
import { allServices } from '../../content/services/services-content';

const description =
  'Vehicle wraps, commercial fleet wraps, fleet and vehicle graphics, color change and partial wraps, paint protection film and ceramic coatings, installed in Chicago.';

/** `/services`: every service, each linking to its own page. */
export function ServicesIndexPage() {
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Services', url: pagePaths.services },
  ];
  usePageMeta({
    title: 'Our Services: Vehicle Wraps, PPF & Ceramic Coatings | Wrap Lab Chicago',
    description,
    canonical: pagePaths.services,
    keywords: allServices.map((s) => `${s.title} Chicago`),
    pageType: 'CollectionPage',
    breadcrumbs,
  });
  return (
    <>
      <PageHero
        image="vinyl-install"
        breadcrumbs={breadcrumbs}
        title="Our services"
        lead="Eight ways to brand, restyle and protect your vehicles, all designed, printed and installed by our own team in Chicago since 2010."
      />
      <Band aria-labelledby="all-services">
        <Container>
          <SectionTitle id="all-services">Wraps, graphics &amp; protection</SectionTitle>
          <Lead>
            Choose a service to see pricing, how long it lasts, what the warranty covers and pictures of our recent
            work. Not sure which one fits? Tell us about the vehicle and we will recommend the right film.
          </Lead>
          <CardGrid $columns={3}>
            {allServices.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </CardGrid>
          <PrintShip aria-labelledby="print-ship-offer">
            <div>
              <Eyebrow $light>Nationwide Print &amp; Ship</Eyebrow>
              <h2 id="print-ship-offer">Outside Chicagoland?</h2>
              <p>
                Our Nationwide Print &amp; Ship service designs and prints your wrap here and ships it anywhere in the
                United States, with DIY install guidance and remote support for your installer.
              </p>
            </div>
            <PrimaryButton as={Link} to={pagePaths.printShip}>
              Explore Print &amp; Ship
            </PrimaryButton>
          </PrintShip>
        </Container>
      </Band>
      <CtaBand
        title="Not sure where to start?"
        text="Send us a photo of your vehicle and what you have in mind. We will recommend the right service and send a written quote."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </>
  );
}

/** The offer for customers out of reach of the shop: a night panel like the call to action below it. */
const PrintShip = styled.section`
  margin-top: 48px;
  padding: 32px 28px;
  border-radius: var(--radius-lg);
  background:
    radial-gradient(circle at 100% 0%, var(--color-brand-glow-strong), transparent 60%), var(--color-night-soft);
  color: var(--color-on-dark-soft);
  box-shadow: var(--shadow-card);
  display: grid;
  gap: 20px;
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 32px;
    padding: 36px 40px;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 1.5rem;
    line-height: 1.25;
    color: var(--color-on-dark);
  }
  p {
    margin: 0;
    max-width: ${measure(62)};
    color: var(--color-on-dark-muted);
    line-height: 1.6;
  }
  ${PrimaryButton} {
    justify-self: start;
  }
`;
