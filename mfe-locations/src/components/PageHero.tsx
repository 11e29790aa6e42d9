import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(120deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: #fff;
  padding: 40px 0 56px;
  ${media.md} { padding: 56px 0 80px; }
  picture { position: absolute; inset: 0; }
  .hero-background { width: 100%; height: 100%; object-fit: cover; opacity: 0.35; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgb(11 17 32 / 92%) 0%, rgb(11 17 32 / 55%) 70%, rgb(11 17 32 / 30%) 100%);
  }
  ${Container} { position: relative; z-index: 1; }
  nav[aria-label='Breadcrumb'] { color: rgb(255 255 255 / 80%); margin-bottom: 20px; }
  .eyebrow {
    display: inline-block;
    margin: 0 0 12px;
    padding: 4px 12px;
    border-radius: 999px;
    background: rgb(217 72 15 / 18%);
    color: #fdba74;
    font-weight: 700;
    font-size: 0.85rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2.1rem, 6vw, 3.6rem);
    line-height: 1.05;
    margin: 0 0 16px;
    max-width: 20ch;
  }
  .lead { font-size: 1.1rem; line-height: 1.6; max-width: 62ch; color: rgb(255 255 255 / 88%); margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 28px; }
`;

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  background?: ReactNode;
  children?: ReactNode;
}

/** The dark hero every locations page opens with. */
export function PageHero({ title, eyebrow, lead, breadcrumbs, background, children }: PageHeroProps) {
  return (
    <Hero>
      {background}
      <Container>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <div className="lead">{lead}</div>}
        {children && <div className="actions">{children}</div>}
      </Container>
    </Hero>
  );
}
