import styled from 'styled-components';

import { business, openingHours } from 'shared-contracts/business/business';
import { serviceHref } from 'shared-contracts/business/services';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { organization } from 'shared-contracts/seo/json-ld';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { ButtonRow, Container, SecondaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { StatList } from 'shared-contracts/ui/StatList';
import { Eyebrow } from 'shared-contracts/ui/text';
import { TextCards } from 'shared-contracts/ui/TextCards';
import { media } from 'shared-contracts/ui/theme';

import { Reveal } from '../../components/Reveal';
import { allServices } from '../../content/services/services-content';
import { aboutFacts, aboutStory, aboutValues } from './about-content';

const description = `Founded in ${business.foundingYear}, ${business.name} designs, prints and installs vehicle wraps, fleet graphics, paint protection film and ceramic coatings from its shop on Chicago's Northwest Side.`;

/** `/about`: the business's story, values and the services it offers. */
export function AboutPage() {
  const origin = useSiteOrigin();
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'About', url: pagePaths.about },
  ];
  usePageMeta({
    title: `About Us | ${business.name}`,
    description,
    canonical: pagePaths.about,
    pageType: 'AboutPage',
    breadcrumbs,
    structuredData: [organization(origin)],
  });
  return (
    <>
      <PageHero
        image="nardo-grey-sedan"
        breadcrumbs={breadcrumbs}
        title={`About ${business.name}`}
        lead={`Chicago's vehicle wrap, paint protection and ceramic coating shop since ${business.foundingYear}: one team from the first sketch to the final squeegee.`}
      />
      <Band aria-labelledby="about-story">
        <Container>
          <Story>
            <div>
              <Eyebrow>Our story</Eyebrow>
              <SectionTitle id="about-story">Built one van at a time</SectionTitle>
              {aboutStory.map((paragraph) => (
                <p key={paragraph.slice(0, 30)}>{paragraph}</p>
              ))}
            </div>
            <Reveal>
              <ResponsiveImage id="large-format-printer" sizes="(min-width: 1024px) 500px, 100vw" />
            </Reveal>
          </Story>
        </Container>
      </Band>
      <Band $tone="night" aria-label="Facts about us">
        <Container>
          <StatList stats={aboutFacts} tone="night" />
        </Container>
      </Band>
      <Band $tone="alt" aria-labelledby="about-values">
        <Container>
          <SectionTitle id="about-values">How we work</SectionTitle>
          <Reveal>
            <TextCards items={aboutValues} />
          </Reveal>
        </Container>
      </Band>
      <Band aria-labelledby="about-services">
        <Container>
          <SectionTitle id="about-services">Services we offer</SectionTitle>
          <ServiceList>
            {allServices.map((service) => (
              <li key={service.slug}>
                <Link to={serviceHref(service.slug)}>
                  {service.title}
                  <span>{service.highlights[0]}</span>
                </Link>
              </li>
            ))}
          </ServiceList>
          <ButtonRow>
            <SecondaryButton as={Link} to={pagePaths.aboutOurTeam}>
              Meet Our Team
            </SecondaryButton>
            <SecondaryButton as={Link} to={pagePaths.aboutCareers}>
              Careers
            </SecondaryButton>
            <SecondaryButton as={Link} to={pagePaths.testimonials}>
              Customer Reviews
            </SecondaryButton>
          </ButtonRow>
        </Container>
      </Band>
      <CtaBand
        title="Come see the shop"
        text={`Visit us at ${business.address.street}, Chicago, Monday to Friday ${openingHours.weekdays.text} or Saturday ${openingHours.saturday.contact.text}, or send the details of your project and we will quote it.`}
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </>
  );
}

const Story = styled.div`
  display: grid;
  gap: 36px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
  }
  p {
    font-size: 1.05rem;
    line-height: 1.75;
    color: var(--color-ink-soft);
    margin: 0 0 16px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-lg);
    box-shadow: var(--shadow-card);
  }
`;

const ServiceList = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  a {
    display: block;
    padding: 16px 18px;
    border-radius: var(--radius-md);
    border: 1px solid var(--color-line);
    background: var(--color-surface);
    color: var(--color-ink);
    font-weight: 700;
    text-decoration: none;
  }
  a span {
    display: block;
    margin-top: 4px;
    font-weight: 400;
    color: var(--color-ink-soft);
    font-size: 0.92rem;
  }
  a:hover,
  a:focus-visible {
    border-color: var(--color-brand);
  }
`;
