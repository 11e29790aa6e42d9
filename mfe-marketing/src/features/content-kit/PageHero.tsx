import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';

const Hero = styled.header`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: var(--color-night);
  color: #fff;
  padding: 40px 0 56px;
  ${media.lg} { padding: 56px 0 80px; }
  > picture { position: absolute; inset: 0; z-index: -2; }
  > picture img { width: 100%; height: 100%; object-fit: cover; }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(100deg, rgb(11 17 32 / 94%) 0%, rgb(11 17 32 / 82%) 55%, rgb(11 17 32 / 45%) 100%);
  }
  nav { margin-bottom: 20px; color: rgb(255 255 255 / 75%); }
  nav a { color: #fff; }
`;

const Eyebrow = styled.p`
  margin: 0 0 10px;
  color: #fdba74;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

const Title = styled.h1`
  font-family: var(--font-display);
  font-size: clamp(2.2rem, 5vw, 3.6rem);
  line-height: 1.05;
  margin: 0 0 16px;
  max-width: 18ch;
`;

const Lead = styled.p`
  font-size: 1.15rem;
  line-height: 1.6;
  color: rgb(255 255 255 / 86%);
  max-width: 62ch;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

export interface PageHeroProps {
  title: string;
  lead: ReactNode;
  eyebrow?: string;
  imageId?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  actions?: ReactNode;
  id?: string;
  onImageError?: () => void;
}

/** The dark banner at the top of a content page: breadcrumb, h1, lead and calls to action over a library image. */
export function PageHero({ title, lead, eyebrow, imageId, breadcrumbs, actions, id, onImageError }: PageHeroProps) {
  return (
    <Hero id={id}>
      {imageId && <ResponsiveImage id={imageId} priority sizes="100vw" alt="" aria-hidden="true" onError={onImageError} />}
      <Container>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Hero>
  );
}
