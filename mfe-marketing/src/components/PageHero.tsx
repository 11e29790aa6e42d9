import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import type { MediaId } from 'shared-contracts/media/catalog';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';
import { Eyebrow } from './page-ui';

const Hero = styled.header`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: var(--color-night);
  color: #fff;
  padding: 56px 0 64px;
  ${media.lg} { padding: 88px 0 96px; }
  picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -2;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(100deg, rgb(11 17 32 / 96%) 0%, rgb(11 17 32 / 90%) 55%, rgb(11 17 32 / 72%) 100%);
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2.3rem, 5.5vw, 3.8rem);
    line-height: 1.05;
    margin: 14px 0 14px;
    max-width: 20ch;
  }
  p { font-size: 1.12rem; line-height: 1.65; color: #e2e8f0; max-width: 60ch; margin: 0 0 24px; }
  nav[aria-label='Breadcrumb'] { color: #cbd5e1; margin-bottom: 12px; }
  nav[aria-label='Breadcrumb'] a { color: #fff; }
  .hero-actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  image: MediaId;
  eyebrow?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Calls to action, laid out in a wrapping row under the lead. */
  actions?: ReactNode;
  onImageError?: () => void;
  children?: ReactNode;
}

/** The dark image hero at the top of content pages. */
export function PageHero({ title, lead, image, eyebrow, breadcrumbs, actions, onImageError, children }: PageHeroProps) {
  return (
    <Hero>
      <ResponsiveImage id={image} priority alt="" sizes="100vw" onError={onImageError} />
      <Container>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />}
        {eyebrow && <Eyebrow $light>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {actions && <div className="hero-actions">{actions}</div>}
        {children}
      </Container>
    </Hero>
  );
}
