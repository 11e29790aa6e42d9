import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { ButtonRow, Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { warrantySections } from './warranty-content';

const description = `Warranty terms at ${business.name}: 5 years on vehicle wraps, ceramic coatings and paint protection film, 3 years on color change wraps, and how to file a claim.`;

/** `/warranty-information`: the four warranty sections in an accordion, first open. */
export function WarrantyPage() {
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Warranty Information', url: pagePaths.warrantyInformation },
  ];
  usePageMeta({
    title: `Warranty Information | ${business.name}`,
    description,
    canonical: pagePaths.warrantyInformation,
    keywords: ['vehicle wrap warranty', 'ceramic coating warranty', 'PPF warranty', 'warranty claim'],
    breadcrumbs,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WarrantyPromise',
        durationOfWarranty: { '@type': 'QuantitativeValue', value: 5, unitCode: 'ANN' },
        warrantyScope: 'Vehicle wraps, ceramic coatings and paint protection film (3 years on color change wraps)',
      },
    ],
  });
  return (
    <>
      <PageHero
        image="ppf-install"
        breadcrumbs={breadcrumbs}
        title="Warranty information"
        lead="Every wrap, coating and film we install is backed by our own written warranty, handled by the same team that did the work."
      />
      <Band aria-labelledby="warranty-coverage">
        <Container>
          <Layout>
            <div>
              <SectionTitle id="warranty-coverage">What our warranty covers</SectionTitle>
              <Lead>Choose a section to read its terms.</Lead>
              <Accordion
                initiallyOpen={0}
                items={warrantySections.map((section) => ({
                  title: section.title,
                  content: (
                    <>
                      <p>{section.summary}</p>
                      <ul>
                        {section.points.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                    </>
                  ),
                }))}
              />
            </div>
            <Aside>
              <section data-dark aria-labelledby="warranty-help">
                <h2 id="warranty-help">Need to make a claim?</h2>
                <p>
                  E-mail <a href={`mailto:${business.warrantyEmail}`}>{business.warrantyEmail}</a> or call{' '}
                  <a href={business.phone.href}>{business.phone.display}</a>. Have your installation date handy.
                </p>
                <PrimaryButton as={Link} to={pagePaths.contact}>
                  Contact Us
                </PrimaryButton>
              </section>
              <section aria-labelledby="warranty-insurance">
                <h2 id="warranty-insurance">Cover what the warranty doesn&apos;t</h2>
                <p>
                  Accidents, vandalism and curb rash are not warranty issues. Our wrap insurance plans cover repairs and
                  reprints for those.
                </p>
                <ButtonRow>
                  <SecondaryButton as={Link} to={pagePaths.wrapInsurance}>
                    Explore Wrap Insurance
                  </SecondaryButton>
                </ButtonRow>
              </section>
            </Aside>
          </Layout>
        </Container>
      </Band>
      <CtaBand
        title="Protect the next one too"
        text="Every wrap, coating and film we install carries the warranty above. Tell us about your vehicle for a free quote."
        secondary={{ label: 'Compare Wrap Insurance', to: pagePaths.wrapInsurance }}
      />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 36px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
  [role='region'] p {
    margin: 0 0 10px;
    color: var(--color-ink);
  }
  [role='region'] ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: 18px;
  section {
    padding: 24px;
    border-radius: var(--radius-lg);
    background: var(--color-surface-alt);
    border: 1px solid var(--color-line);
  }
  section[data-dark] {
    background: var(--color-night);
    color: var(--color-on-dark-soft);
    border-color: var(--color-night);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  section[data-dark] h2 {
    color: var(--color-on-dark);
  }
  p {
    margin: 0 0 16px;
    line-height: 1.6;
  }
  section[data-dark] a:not([class]) {
    color: var(--color-brand-on-dark);
  }
`;
