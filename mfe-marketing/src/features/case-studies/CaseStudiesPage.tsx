import styled from 'styled-components';

import { customerByline, customerPlace } from 'shared-contracts/business/customers';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Section } from 'shared-contracts/ui/Section';
import { TextCards } from 'shared-contracts/ui/TextCards';
import { media } from 'shared-contracts/ui/theme';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import {
  featuredCaseStudy,
  industryCards,
  recentCaseStudies,
  sampleQuoteCustomer,
  successMeasures,
} from './case-studies';
import { CaseStudyCard } from './CaseStudyCard';
import { CustomerLine } from './CustomerLine';

export function CaseStudiesPage() {
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Case Studies', url: pagePaths.caseStudies },
  ];
  useContentPageMeta({
    title: 'Vehicle Wrap Case Studies',
    description:
      'Real results from Wrap Lab Chicago clients: fleet wraps, food trucks, contractors and real estate vehicles, with the calls and contracts they brought in.',
    path: pagePaths.caseStudies,
    breadcrumbs,
    type: 'CollectionPage',
  });
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow="Case studies"
        title="Wraps that paid for themselves"
        lead="What our clients wrapped, why, and what it brought in: calls, contracts and a fleet that finally looks like one company."
        image="partial-wrap-van-graphics"
        actions={
          <PrimaryButton as={Link} to={pagePaths.contact}>
            Start Your Project
          </PrimaryButton>
        }
      />
      <Section title="Featured case study">
        <Featured>
          <ResponsiveImage id={featuredCaseStudy.customer.images[0]} sizes="(min-width: 1024px) 50vw, 100vw" alt="" />
          <div>
            <CustomerLine customer={featuredCaseStudy.customer} />
            <h3>
              <Link to={pathTo(pagePaths.caseStudy, featuredCaseStudy.slug)}>{featuredCaseStudy.title}</Link>
            </h3>
            <p>{featuredCaseStudy.description}</p>
            <ul aria-label="Results">
              {featuredCaseStudy.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </div>
        </Featured>
      </Section>
      <Section title="Recent projects" tone="alt">
        <CardGrid>
          {recentCaseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </CardGrid>
      </Section>
      <Section title="In their words">
        <Quote>
          <blockquote>“{sampleQuoteCustomer.quote}”</blockquote>
          <figcaption>
            {sampleQuoteCustomer.contact.name}, {customerByline(sampleQuoteCustomer)} ·{' '}
            {customerPlace(sampleQuoteCustomer)}
          </figcaption>
        </Quote>
      </Section>
      <Section title="Industries we serve" tone="alt">
        <CardGrid>
          {industryCards.map((industry) => (
            <Card key={industry.to}>
              <h3>
                <Link to={industry.to}>{industry.label}</Link>
              </h3>
              <p>{industry.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Measuring success" lead="Every project starts with how we will know it worked.">
        <TextCards items={successMeasures.map(({ figure, text }) => ({ title: figure, text }))} />
      </Section>
      <CtaBand
        title="Your business could be next"
        text="Tell us about your vehicles and goals, and we will show you what a wrap can do."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
      />
    </>
  );
}

const Featured = styled.article`
  display: grid;
  gap: 0;
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  overflow: hidden;
  box-shadow: var(--shadow-card);
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
  picture,
  img {
    display: block;
  }
  /* Stacked on phones the picture keeps its own shape (no stretched box above the text); side by side it fills its half. */
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    ${media.lg} {
      height: 100%;
      aspect-ratio: auto;
    }
  }
  > div {
    padding: 24px 24px 28px;
    ${media.lg} {
      padding: 32px;
    }
  }
  h3 {
    font-size: 1.7rem;
    line-height: 1.2;
    margin: 8px 0 12px;
  }
  h3 a {
    color: var(--color-ink);
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    color: var(--color-brand-dark);
    text-decoration: underline;
  }
  p {
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  ul {
    padding-left: 20px;
    line-height: 1.8;
    font-weight: 600;
    margin-bottom: 0;
  }
`;

const Quote = styled.figure`
  margin: 0;
  text-align: center;
  blockquote {
    font-size: clamp(1.3rem, 2.6vw, 1.8rem);
    line-height: 1.45;
    margin: 0 auto 16px;
    max-width: ${measure(40)};
    color: var(--color-ink);
  }
  figcaption {
    color: var(--color-muted);
  }
`;
