import { useCallback, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import type { MediaId } from 'shared-contracts/media/catalog';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';

import { useRotation } from '../../components/rotation';
import { RotationToggle } from '../../components/RotationToggle';
import { showCheckedSlide, useEarlyRadioChoice } from '../../components/slide-radios';
import type { ServiceContent } from '../../content/services/service-types';
import { SERVICE_HERO_INTERVAL_MS, serviceHeroPool, validUploadedHero } from './service-images';

export interface ServiceHeroProps {
  service: ServiceContent;
  breadcrumbs: readonly BreadcrumbItem[];
}

/** The radio group that chooses the hero's background (one hero a page). */
export const SERVICE_HERO_RADIOS = 'service-hero-image';

/**
 * The service page's hero: a background rotating every 5 seconds through 12 images, unless the
 * service has a valid uploaded hero, which then stays put. Every background is in the page, chosen by
 * a hidden radio that CSS reads, so the reading effects turn it while the visitor reads.
 */
export function ServiceHero({ service, breadcrumbs }: ServiceHeroProps) {
  const uploaded = validUploadedHero(service.uploadedHero);
  const pool: MediaId[] = uploaded ? [uploaded] : serviceHeroPool(service);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const skip = useCallback((index: number) => failed.has(index), [failed]);
  const rotation = useRotation({ count: pool.length, intervalMs: SERVICE_HERO_INTERVAL_MS, skip, enabled: !uploaded });
  const controls = useRef<HTMLDivElement>(null);
  useEarlyRadioChoice(controls, rotation);

  return (
    <Hero data-hero-image={pool[rotation.index]} $slides={pool.length}>
      <div data-backdrop>
        {pool.map((id, index) => (
          // Only the first background loads at once; the others load when shown (lazy, not drawn).
          <ResponsiveImage
            key={id}
            id={id}
            priority={index === 0}
            alt=""
            sizes="100vw"
            data-slide={index}
            onError={() => {
              console.warn(`Hero image ${id} could not be loaded; using the next one`);
              setFailed((previous) => new Set(previous).add(index));
            }}
          />
        ))}
      </div>
      <Container data-inner>
        <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />
        <h1>{service.title}</h1>
        <p>{service.description}</p>
        <ul data-highlights aria-label={`${service.title} at a glance`}>
          {service.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <div data-actions>
          <PrimaryButton as={Link} to={pagePaths.contact}>
            Get a Free Quote
          </PrimaryButton>
          <GhostButton as="a" href={business.phone.href}>
            Call {business.phone.display}
          </GhostButton>
        </div>
        {rotation.canRotate && (
          <div data-controls ref={controls}>
            {pool.map((id, index) => (
              <input
                key={id}
                type="radio"
                hidden
                name={SERVICE_HERO_RADIOS}
                value={index}
                checked={index === rotation.index}
                onChange={() => rotation.select(index)}
              />
            ))}
            <RotationToggle rotation={rotation} what="background images" slideRadios={SERVICE_HERO_RADIOS} />
            {pool.map((id, index) => (
              <span key={id} data-slide={index}>
                Image {index + 1} of {pool.length}
              </span>
            ))}
          </div>
        )}
      </Container>
    </Hero>
  );
}

const fadeIn = keyframes`from { opacity: 0.35; } to { opacity: 1; }`;

const Hero = styled.header<{ $slides: number }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: var(--color-night);
  color: var(--color-on-dark);
  padding: 48px 0 40px;
  min-height: 480px;
  display: flex;
  align-items: stretch;
  ${media.lg} {
    padding: 72px 0 48px;
    min-height: 560px;
  }
  > div[data-backdrop] > picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -2;
    animation: ${fadeIn} 0.8s ease;
  }
  ${media.reducedMotion} {
    > div[data-backdrop] > picture img {
      animation: none;
    }
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(100deg, rgb(11 17 32 / 96%) 0%, rgb(11 17 32 / 88%) 55%, rgb(11 17 32 / 62%) 100%);
  }
  > div[data-inner] {
    display: flex;
    flex-direction: column;
    gap: 18px;
    width: 100%;
  }
  nav[aria-label='Breadcrumb'] {
    color: var(--color-on-dark-muted);
  }
  nav[aria-label='Breadcrumb'] a {
    color: var(--color-on-dark);
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2.4rem, 6vw, 4rem);
    line-height: 1.02;
    margin: 0;
    max-width: ${measure(18, 700)};
  }
  p {
    margin: 0;
    font-size: 1.12rem;
    line-height: 1.65;
    color: var(--color-on-dark-soft);
    max-width: ${measure(58)};
  }
  /* Stacked on phones: a row of pills would rewrap when the brand face replaces the fallback. */
  ul[data-highlights] {
    list-style: none;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
    margin: 0;
    padding: 0;
  }
  ${media.md} {
    ul[data-highlights] {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  ul[data-highlights] li {
    padding: 6px 12px;
    border-radius: 999px;
    background: rgb(194 65 12 / 22%);
    border: 1px solid rgb(251 146 60 / 60%);
    font-size: 0.9rem;
    font-weight: 600;
  }
  div[data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  div[data-controls] {
    margin-top: auto;
    display: flex;
    align-items: center;
    gap: 12px;
    color: var(--color-on-dark-muted);
    font-size: 0.85rem;
  }
  ${({ $slides }) =>
    showCheckedSlide(
      SERVICE_HERO_RADIOS,
      $slides,
      (index) => `> div[data-backdrop] > picture:not(:has(img[data-slide='${index}']))`,
      (index) => `div[data-controls] > span:not([data-slide='${index}'])`,
    )}
`;
