import { Fragment } from 'react';
import styled from 'styled-components';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { faqPage } from 'shared-contracts/seo/json-ld';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Prose } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { PromoBox } from '../../components/PromoBox';
import { SocialDiscounts } from '../../components/SocialDiscounts';
import { useContentPageMeta } from '../../components/use-content-page-meta';
import { CARE_GUIDE_PDF, type ResourceArticle } from './resource-article';
import { TemplateLibrary } from './TemplateLibrary';

/** The template shared by resource, support, industry and legal pages. */
export function ResourcePage({ article }: { article: ResourceArticle }) {
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    ...(article.parent.url === '/' ? [] : [article.parent]),
    { name: article.title, url: article.path },
  ];
  useContentPageMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    breadcrumbs,
    ...(article.keywords ? { keywords: article.keywords } : {}),
    ...(article.faqs ? { structuredData: [faqPage(article.faqs)] } : {}),
  });
  const extras = new Set(article.extras ?? []);

  return (
    <>
      <PageHero
        eyebrow={article.eyebrow}
        title={article.title}
        lead={article.lead}
        image={article.image}
        breadcrumbs={breadcrumbs}
      />
      <Container>
        <Layout>
          <div>
            {extras.has('careGuidePdf') && (
              <Download>
                <PrimaryButton as="a" href={CARE_GUIDE_PDF} target="_blank" rel="noopener">
                  Download the care guide (PDF)
                </PrimaryButton>
              </Download>
            )}
            <Prose>
              {article.sections.map((section) => (
                <Fragment key={section.heading}>
                  <h2>{section.heading}</h2>
                  {section.paragraphs?.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                  {section.list && (
                    <ul>
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                  {section.steps && (
                    <ol className="steps">
                      {section.steps.map((step) => (
                        <li key={step.title}>
                          <strong>{step.title}.</strong> {step.text}
                        </li>
                      ))}
                    </ol>
                  )}
                </Fragment>
              ))}
            </Prose>
            {article.faqs && (
              <Accordion
                items={article.faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
                initiallyOpen={0}
                headingLevel={2}
              />
            )}
            {extras.has('templateLibrary') && <TemplateLibrary />}
          </div>
          {extras.has('promo') && (
            <div className="sidebar">
              <PromoBox />
            </div>
          )}
        </Layout>
      </Container>
      {extras.has('socialDiscounts') && <SocialDiscounts />}
      <CtaBand
        title="Rather leave it to the shop?"
        text="Our installers do this every day. Send us your vehicle and what you have in mind for a free quote."
        secondary={{ label: 'All Resources', to: pagePaths.resources }}
      />
    </>
  );
}

const Layout = styled.div`
  padding: 48px 0 72px;
  display: grid;
  gap: 40px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
  .sidebar {
    ${media.lg} {
      position: sticky;
      top: calc(var(--layout-header-height) + 16px);
    }
  }
  ol.steps {
    padding-left: 22px;
  }
  ol.steps li {
    margin-bottom: 14px;
  }
  ol.steps strong {
    color: var(--color-ink);
  }
`;

const Download = styled.p`
  margin: 0 0 8px;
`;
