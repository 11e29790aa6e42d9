import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { findRoute, type PageOwner } from '../routes/route-table';
import { usePageMeta } from './use-page-meta';

const Section = styled.section`
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 64px 20px;
  min-height: 40vh;
  h1 { font-family: var(--font-display); font-size: clamp(2rem, 4vw, 3rem); margin: 0 0 12px; }
  p { color: var(--color-ink-soft); max-width: 60ch; }
`;

/** Stands in for a page its team has not built yet, naming the page and the remote that owns it. */
export function PlaceholderPage({ owner }: { owner: PageOwner }) {
  const { pathname } = useLocation();
  const page = findRoute(pathname)?.page ?? 'Page';
  usePageMeta({
    title: `${page} | Wrap Lab Chicago`,
    description: `${page} at Wrap Lab Chicago, vehicle wraps, ceramic coatings and paint protection film in Chicago.`,
    canonical: pathname,
  });
  return (
    <Section>
      <h1>
        {page} <small>(mfe-{owner})</small>
      </h1>
      <p>This page is on its way. Call (773) 555-0148 or visit the contact page and we will help you right away.</p>
    </Section>
  );
}
