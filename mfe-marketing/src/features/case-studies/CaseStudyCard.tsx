import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Card } from 'shared-contracts/ui/cards';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import type { CaseStudy } from './case-studies';
import { CustomerLine } from './CustomerLine';

export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card>
      <ResponsiveImage id={study.customer.images[0]} sizes="(min-width: 1024px) 33vw, 100vw" alt="" />
      <CustomerLine customer={study.customer} />
      <h3>
        <Link to={pathTo(pagePaths.caseStudy, study.slug)}>{study.title}</Link>
      </h3>
      <p>{study.description}</p>
      <ul aria-label="Results">
        {study.results.map((result) => (
          <li key={result}>{result}</li>
        ))}
      </ul>
    </Card>
  );
}
