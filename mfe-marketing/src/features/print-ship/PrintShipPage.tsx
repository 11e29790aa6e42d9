import styled from 'styled-components';

import { customerByline, customerPlace } from 'shared-contracts/business/customers';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { service } from 'shared-contracts/seo/json-ld';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Section } from 'shared-contracts/ui/Section';
import { media } from 'shared-contracts/ui/theme';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { builderSteps, installers, printShipBenefits, printShipCustomer, printShipFacts } from './print-ship-content';

const path = pagePaths.printShip;

const description = `Custom vehicle wrap design, printing and shipping anywhere in the United States: production ${printShipFacts.production}, shipping ${printShipFacts.shipping}.`;

export function PrintShipPage() {
  const origin = useSiteOrigin();
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Print & Ship', url: path },
  ];
  useContentPageMeta({
    title: 'Nationwide Vehicle Wrap Print & Ship',
    description,
    path,
    breadcrumbs,
    keywords: [
      'print and ship vehicle wrap',
      'wrap printing nationwide',
      'fleet graphics printing',
      'custom vehicle wrap design',
    ],
    structuredData: [
      service({
        origin,
        path,
        name: 'Vehicle Wrap Print & Ship',
        description,
        offers: {
          lowPrice: printShipFacts.structuredDataPriceRange.low,
          highPrice: printShipFacts.structuredDataPriceRange.high,
        },
      }),
    ],
  });

  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow="Nationwide print & ship"
        title="Wrap graphics printed in Chicago, shipped to your installer"
        lead={`Custom design, large-format printing and lamination, shipped anywhere in the United States in ${printShipFacts.shipping}. Trusted by ${printShipFacts.customers} customers.`}
        image="vinyl-install-orange"
        onImageError={() => console.error('Print & ship: hero image failed to load')}
        actions={
          <>
            <PrimaryButton as="a" href="#print-ship">
              Start Your Wrap
            </PrimaryButton>
            <GhostButton as="a" href="#installer-directory">
              Find an Installer
            </GhostButton>
          </>
        }
      />
      <Section
        title="Build your wrap"
        id="print-ship"
        lead="From your logo to a boxed, install-ready wrap in five steps."
      >
        <Builder>
          <Steps>
            {builderSteps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
          <Summary>
            <ResponsiveImage
              id="large-format-printer"
              sizes="(min-width: 1024px) 560px, 100vw"
              alt="Our large-format printer producing a vehicle wrap"
            />
            <div>
              <dl>
                <dt>Production</dt>
                <dd>{printShipFacts.production}</dd>
                <dt>Shipping</dt>
                <dd>{printShipFacts.shipping}, anywhere in the United States</dd>
                <dt>Typical price</dt>
                <dd>Commercial wraps typically {printShipFacts.commercialRange}</dd>
              </dl>
              <PrimaryButton as={Link} to={pagePaths.contact}>
                Get a Print & Ship Quote
              </PrimaryButton>
            </div>
          </Summary>
        </Builder>
      </Section>
      <Section title="Why order from Wrap Lab" tone="alt">
        <CardGrid>
          {printShipBenefits.map((benefit) => (
            <Card key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="From our customers">
        <Testimonial>
          <blockquote>“{printShipCustomer.quote}”</blockquote>
          <figcaption>
            {printShipCustomer.contact.name}, {customerByline(printShipCustomer)} · {customerPlace(printShipCustomer)}.{' '}
            <Link to={pagePaths.testimonials}>Read more testimonials</Link>
          </figcaption>
        </Testimonial>
      </Section>
      <Section
        title="Installer directory"
        id="installer-directory"
        tone="alt"
        lead="Have your wrap shipped to one of these shops, or to any installer you choose."
      >
        <Directory>
          {installers.map((shop) => (
            <li key={shop.name} className={shop.isOurShop ? 'own' : undefined}>
              <p className="city">{shop.city}</p>
              <h3>{shop.name}</h3>
              <address>
                {shop.address}
                <br />
                <a href={`tel:+1${shop.phone.replace(/\D/g, '')}`}>{shop.phone}</a>
              </address>
              {shop.isOurShop && <span className="own-badge">Our shop</span>}
            </li>
          ))}
        </Directory>
      </Section>
      <CtaBand
        title="Ready to print?"
        text="Send us your vehicle and your artwork, and get a proof and a price within one business day."
        primary={{ label: 'Request a Quote', to: pagePaths.contact }}
      />
    </>
  );
}

/** The five steps, one under the other, each numbered in a brand disc beside its text. */
const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr);
    column-gap: 16px;
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    padding: 18px 20px;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: var(--color-brand);
    color: var(--color-brand-ink);
    font-weight: 800;
  }
  h3 {
    margin: 6px 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
`;

/** The steps beside the picture of the printer and the order's facts; stacked on phones. */
const Builder = styled.div`
  display: grid;
  gap: 28px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Summary = styled.div`
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  > div {
    padding: 22px 24px 24px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 10px 16px;
    margin: 0 0 22px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;

const Testimonial = styled.figure`
  margin: 0;
  background: var(--color-night);
  color: var(--color-on-dark);
  border-radius: var(--radius-lg);
  padding: 32px;
  blockquote {
    margin: 0 0 16px;
    font-size: 1.3rem;
    line-height: 1.5;
  }
  figcaption {
    color: rgb(255 255 255 / 75%);
  }
  a {
    color: var(--color-brand-on-dark);
    font-weight: 700;
  }
`;

const Directory = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    padding: 20px;
  }
  li.own {
    border: 2px solid var(--color-brand);
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  .city {
    margin: 0 0 8px;
    color: var(--color-brand-dark);
    font-weight: 700;
  }
  address {
    font-style: normal;
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  address a {
    color: var(--color-brand-dark);
    font-weight: 600;
  }
  .own-badge {
    display: inline-block;
    margin-top: 8px;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-tint-strong);
    color: var(--color-brand-dark);
    font-weight: 700;
    font-size: 0.85rem;
  }
`;
