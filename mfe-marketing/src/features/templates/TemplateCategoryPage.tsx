import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useParams } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';
import { Prose } from 'shared-contracts/ui/text';

import { ContentNotFound } from '../../components/ContentNotFound';
import { useContentPageMeta } from '../../components/use-content-page-meta';
import {
  everyTemplateIncludes,
  findTemplateCategory,
  howToRequest,
  templateCategories,
  templatesPath,
  type TemplateCategory,
} from './template-categories';

export const TEMPLATE_LIBRARY = {
  name: 'Design Template Library',
  url: pagePaths.resourcesDesignTemplateLibrary,
} as const;

/** The contact form, opened with the template named in the message (`/contact?subject=`). */
export const requestHref = (vehicle: string) =>
  `${pagePaths.contact}?subject=${encodeURIComponent(`Template request: ${vehicle}`)}`;

/** `/templates/{category}`: the templates of one category, what each includes and how to get it. */
export function TemplateCategoryPage() {
  const { category = '' } = useParams();
  const found = findTemplateCategory(category);
  if (!found) {
    return (
      <ContentNotFound
        title="Template category not found"
        text="We couldn't find that template category. The library lists every category we keep."
        back={{ to: TEMPLATE_LIBRARY.url, label: 'Design Template Library' }}
      />
    );
  }
  return <Category category={found} />;
}

function Category({ category }: { category: TemplateCategory }) {
  const path = templatesPath(category);
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Resources', url: pagePaths.resources },
    TEMPLATE_LIBRARY,
    { name: `${category.name} Templates`, url: path },
  ];
  useContentPageMeta({
    title: `${category.name} Wrap Design Templates`,
    description: category.summary,
    path,
    breadcrumbs,
    keywords: [
      `${category.name.toLowerCase()} wrap template`,
      ...category.templates.map((t) => `${t.vehicle} wrap template`),
    ],
    type: 'CollectionPage',
  });
  const others = templateCategories.filter((other) => other.slug !== category.slug);

  return (
    <>
      <PageHero
        eyebrow="Design Template Library"
        title={`${category.name} Templates`}
        lead={category.summary}
        image={category.image}
        breadcrumbs={breadcrumbs}
      />
      <Section title={`${category.name} in the library`} lead={category.uses}>
        <CardGrid>
          {category.templates.map((template) => (
            <Card key={template.vehicle}>
              <h3>{template.vehicle}</h3>
              <p>Marked on this outline:</p>
              <ul>
                {template.marked.map((mark) => (
                  <li key={mark}>{mark}</li>
                ))}
              </ul>
              <p>
                <PrimaryButton
                  as={Link}
                  to={requestHref(template.vehicle)}
                  aria-label={`Request the ${template.vehicle} template`}
                >
                  Request this template
                </PrimaryButton>
              </p>
            </Card>
          ))}
        </CardGrid>
        <Prose>
          <p>{category.designTip}</p>
        </Prose>
      </Section>
      <Section
        title="What every template includes"
        tone="alt"
        lead="Whatever the vehicle, each outline comes with the same parts."
      >
        <Prose>
          <ul>
            {everyTemplateIncludes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Prose>
      </Section>
      <Section title="How to request a template">
        <Prose>
          <ol>
            {howToRequest.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            Questions about a template? Call <a href={business.phone.href}>{business.phone.display}</a> or see the{' '}
            {others.map((other, index) => (
              <span key={other.slug}>
                {index > 0 && ' and '}
                <Link to={templatesPath(other)}>{other.name.toLowerCase()} templates</Link>
              </span>
            ))}
            .
          </p>
        </Prose>
      </Section>
      <CtaBand
        title="Prefer us to design it?"
        text="Our designers lay out the wrap on the exact vehicle and send proofs until it is right."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
      />
    </>
  );
}
