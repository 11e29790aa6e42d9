import type { ReactNode } from 'react';
import styled from 'styled-components';

import { heroBackdrop, type MediaId } from 'shared-contracts/media/catalog';
import { Link } from 'shared-contracts/routing/router';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Eyebrow } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The page's picture, drawn behind the text and preloaded as the page's largest image. */
  image?: MediaId;
  /** A picture the page draws itself (a pool with fallbacks); used when `image` is not given. */
  background?: ReactNode;
  onImageError?: () => void;
  /** Calls to action, in a wrapping row under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The dark hero every page opens with: breadcrumbs, title, lead and calls to action over a picture. */
export function PageHero({
  title,
  lead,
  eyebrow,
  breadcrumbs,
  image,
  background,
  onImageError,
  actions,
  children,
}: PageHeroProps) {
  return (
    <Hero>
      {image ? (
        <ResponsiveImage id={heroBackdrop(image)} priority alt="" sizes="100vw" onError={onImageError} />
      ) : (
        background
      )}
      <Container>
        {breadcrumbs && (
          <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />
        )}
        {eyebrow && <Eyebrow $light>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead &&
          (typeof lead === 'string' ? <p className="hero-lead">{lead}</p> : <div className="hero-lead">{lead}</div>)}
        {actions && <div className="hero-actions">{actions}</div>}
        {children}
      </Container>
    </Hero>
  );
}

const Hero = styled.header`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: linear-gradient(120deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-dark);
  padding: 36px 0 44px;
  ${media.md} {
    padding: 64px 0 72px;
  }
  ${media.lg} {
    padding: 80px 0 88px;
  }
  picture img,
  img.hero-background {
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
    background: linear-gradient(100deg, rgb(11 17 32 / 94%) 0%, rgb(11 17 32 / 86%) 55%, rgb(11 17 32 / 62%) 100%);
  }
  nav[aria-label='Breadcrumb'] {
    color: var(--color-on-dark-muted);
    margin-bottom: 14px;
  }
  nav[aria-label='Breadcrumb'] a {
    color: var(--color-on-dark);
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 5.4vw, 3.5rem);
    line-height: 1.08;
    letter-spacing: -0.015em;
    margin: 0 0 14px;
    max-width: ${measure(22, 700)};
    overflow-wrap: break-word;
  }
  .hero-lead {
    font-size: 1.08rem;
    line-height: 1.6;
    color: var(--color-on-dark-soft);
    max-width: ${measure(62)};
    margin: 0;
  }
  .hero-lead p {
    margin: 0;
  }
  .hero-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  /* Whatever follows the lead (calls to action, a page's chips or badge) keeps one distance from it. */
  > div > .hero-lead ~ *,
  > div > h1 ~ .hero-actions {
    margin-top: 24px;
  }
`;
