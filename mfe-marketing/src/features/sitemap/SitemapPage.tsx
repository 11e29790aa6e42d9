import styled from 'styled-components';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { sitemapSections } from './sitemap-sections';

const sections = sitemapSections();

export function SitemapPage() {
  useContentPageMeta({
    title: 'Sitemap',
    description:
      'Every page of the Wrap Lab Chicago website: services, locations, shop, resources, blog and case studies.',
    path: pagePaths.sitemap,
    breadcrumbs: [
      { name: 'Home', url: pagePaths.home },
      { name: 'Sitemap', url: pagePaths.sitemap },
    ],
  });
  return (
    <Page>
      <Container>
        <h1>Sitemap</h1>
        <p>
          Every page of the site. Looking for a town? <Link to={pagePaths.towns}>See all the towns we serve</Link>.
        </p>
        <Columns>
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`sitemap-section-${index}`}>
              <h2 id={`sitemap-section-${index}`}>{section.title}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Columns>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: 48px 0 72px;
  h1 {
    font-family: var(--font-display);
    font-size: 2.6rem;
    margin: 0 0 8px;
  }
  > div > p {
    color: var(--color-ink-soft);
    margin: 0 0 32px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 10px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    line-height: 1.9;
  }
  a {
    color: var(--color-ink);
  }
`;
