import { customerPlace } from 'shared-contracts/business/customers';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link, useParams } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';
import { Prose } from 'shared-contracts/ui/text';

import { ContentNotFound } from '../../components/ContentNotFound';
import { useContentPageMeta } from '../../components/use-content-page-meta';
import { allCaseStudies, type CaseStudy } from './case-studies';
import { CaseStudyCard } from './CaseStudyCard';

export function CaseStudyPage() {
  const { slug = '' } = useParams();
  const study = allCaseStudies.find((s) => s.slug === slug);
  if (!study) {
    return (
      <ContentNotFound
        title="Case study not found"
        text="We couldn't find that case study. See all of our projects instead."
        back={{ to: pagePaths.caseStudies, label: 'All Case Studies' }}
      />
    );
  }
  return <Study study={study} />;
}

function Study({ study }: { study: CaseStudy }) {
  const path = pathTo(pagePaths.caseStudy, study.slug);
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Case Studies', url: pagePaths.caseStudies },
    { name: study.title, url: path },
  ];
  useContentPageMeta({ title: study.title, description: study.description, path, breadcrumbs });
  const more = allCaseStudies.filter((s) => s.slug !== study.slug).slice(0, 3);
  return (
    <>
      <PageHero
        eyebrow={`${study.customer.industry} · ${study.customer.company} · ${customerPlace(study.customer)}`}
        title={study.title}
        lead={study.description}
        image={study.customer.images[0]}
        breadcrumbs={breadcrumbs}
      />
      <Section title="Results">
        <CardGrid>
          {study.results.map((result) => (
            <Card key={result}>
              <h3>{result}</h3>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="The project" tone="alt">
        <Prose>
          <p>
            <strong>Vehicles:</strong> {study.customer.vehicles.count} {study.customer.vehicles.kind}
          </p>
          {study.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <p>
            <Link to={pagePaths.contact}>Talk to us about a project like this</Link>.
          </p>
        </Prose>
      </Section>
      <Section title="More case studies">
        <CardGrid>
          {more.map((s) => (
            <CaseStudyCard key={s.slug} study={s} />
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        title="Plan your wrap"
        text="Free quotes within one business day."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
      />
    </>
  );
}
