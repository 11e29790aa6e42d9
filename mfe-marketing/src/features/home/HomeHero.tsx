import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { mediaImage, type MediaId } from 'shared-contracts/media/catalog';
import { Link } from 'shared-contracts/routing/router';
import { Alert } from 'shared-contracts/ui/Alert';
import { Container, GhostButton, PrimaryButton, VisuallyHidden, visuallyHidden } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';

import { ImageDialog } from '../../components/ImageDialog';
import { useRotation } from '../../components/rotation';
import { RotationToggle } from '../../components/RotationToggle';
import { HOME_HERO_INTERVAL_MS, homeHeroImages, homeTown } from './home-content';

const fadeIn = keyframes`from { opacity: 0.4; } to { opacity: 1; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

/** Every slide is in the page; CSS shows the one whose thumbnail radio is checked, with or without scripts. */
const chosenSlide = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `
  &:has(input[name='hero-image'][value='${index}']:checked) > div[data-backdrop] > picture:not(:has(img[data-slide='${index}'])) {
    display: none;
  }`,
  ).join('');

const Hero = styled.section<{ $slides: number }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: var(--color-night);
  color: var(--color-on-dark);
  padding: 32px 0 28px;
  ${media.md} {
    padding: 56px 0 36px;
  }
  ${media.lg} {
    padding: 80px 0 44px;
  }
  > div[data-backdrop] > picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -3;
    animation: ${fadeIn} 0.9s ease;
  }
  ${media.reducedMotion} {
    > div[data-backdrop] > picture img {
      animation: none;
    }
  }
  ${({ $slides }) => chosenSlide($slides)}
  /* Without scripts nothing reports the images in or rotates them: no overlay, no pause control. */
  @media (scripting: none) {
    div[data-backdrop] > div[data-loading],
    div[data-strip] > button {
      display: none;
    }
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -2;
    /* On phones the text fills the width: dark behind the headline, the car showing through lower down. */
    background: linear-gradient(180deg, rgb(11 17 32 / 94%) 0%, rgb(11 17 32 / 84%) 55%, rgb(11 17 32 / 66%) 100%);
    ${media.md} {
      background: linear-gradient(100deg, rgb(11 17 32 / 96%) 0%, rgb(11 17 32 / 88%) 50%, rgb(11 17 32 / 60%) 100%);
    }
  }
  div[data-loading] {
    position: absolute;
    inset: 0;
    z-index: -1;
    display: grid;
    place-items: end center;
    padding-bottom: 12px;
    background: rgb(11 17 32 / 55%);
    color: var(--color-on-dark-muted);
    font-size: 0.85rem;
  }
  div[data-loading] span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 14px;
    margin-right: 8px;
    vertical-align: -2px;
    border: 2px solid rgb(255 255 255 / 35%);
    border-top-color: var(--color-on-dark);
    border-radius: 50%;
    animation: ${spin} 0.9s linear infinite;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
  ${media.md} {
    gap: 18px;
  }
  p[data-eyebrow] {
    margin: 0;
    color: var(--color-brand-on-dark);
    font-weight: 800;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    font-size: 0.78rem;
  }
  h1 {
    margin: 0;
    font-family: var(--font-display);
    font-size: clamp(1.75rem, 6.5vw, 4.4rem);
    line-height: 1.06;
    letter-spacing: -0.015em;
  }
  p {
    margin: 0;
    font-size: 1.02rem;
    line-height: 1.6;
    color: var(--color-on-dark-soft);
  }
  ${media.md} {
    p {
      font-size: 1.12rem;
      line-height: 1.65;
    }
  }
  > [role='alert'] {
    margin: 0;
  }
  p[data-rating] {
    font-size: 0.95rem;
    color: var(--color-on-dark);
    font-weight: 600;
  }
  p[data-rating] span[aria-hidden] {
    color: var(--color-star);
    letter-spacing: 2px;
    margin-right: 8px;
  }
  div[data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 16px;
  }
  ${media.md} {
    nav ul {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 24px;
    }
  }
  nav a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 6px;
    min-height: 40px;
    color: var(--color-on-dark);
    font-size: 0.92rem;
    font-weight: 600;
    text-decoration: none;
    border-bottom: 1px solid rgb(255 255 255 / 14%);
  }
  ${media.md} {
    nav a {
      border-bottom: 0;
      font-size: 0.98rem;
      justify-content: flex-start;
    }
  }
  nav a::after {
    content: '→' / '';
    color: var(--color-brand-on-dark);
  }
  nav a:hover,
  nav a:focus-visible {
    color: var(--color-brand-on-dark);
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Strip = styled.div`
  margin-top: 24px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  ${media.md} {
    flex-direction: row;
    align-items: center;
  }
  /* Phones: the strip scrolls sideways and stops short of the chat launcher's corner. */
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 4px;
    display: flex;
    gap: 10px;
    overflow-x: auto;
    max-width: calc(100% - 64px);
  }
  ${media.md} {
    ul {
      flex: 1;
      max-width: 100%;
    }
  }
  li {
    flex: none;
  }
  li label {
    position: relative;
    display: block;
    width: 80px;
    padding: 0;
    border: 3px solid rgb(255 255 255 / 25%);
    border-radius: var(--radius-md);
    overflow: hidden;
    background: var(--color-night-soft);
    cursor: zoom-in;
    transition:
      border-color 0.2s,
      opacity 0.2s;
  }
  ${media.md} {
    li label {
      width: 120px;
    }
  }
  li input {
    ${visuallyHidden}
  }
  li label:hover,
  li label:has(:focus-visible) {
    border-color: var(--color-surface);
  }
  li label:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  li label:has(:checked) {
    border-color: var(--color-brand);
  }
  li label[data-failed='true'] {
    opacity: 0.35;
    filter: grayscale(1);
  }
  li img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

export const IMAGE_ERROR_TEXT = "Some images couldn't be loaded. Using available images instead.";

export interface HomeHeroProps {
  images?: readonly MediaId[];
  /** Background to start on; out of range falls back to the first image. */
  initialIndex?: number;
}

/**
 * The home hero: a background rotating through 7 images, a thumbnail strip that selects the background
 * and opens it enlarged, a loading overlay until every image has reported in, and a notice when some
 * could not load (those thumbnails are dimmed and the rotation passes over them).
 */
export function HomeHero({ images = homeHeroImages, initialIndex = 0 }: HomeHeroProps) {
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const skip = useCallback((index: number) => failed.has(index), [failed]);
  const rotation = useRotation({ count: images.length, intervalMs: HOME_HERO_INTERVAL_MS, initialIndex, skip });
  const current = images[rotation.index] as MediaId;
  const [firstSlide] = useState(rotation.index);
  // A thumbnail chosen before the page's code arrived already shows its slide (CSS); the rotation takes it up.
  const strip = useRef<HTMLUListElement>(null);
  const takeUpEarlyChoice = useEffectEvent(() => {
    const chosen = Number(strip.current?.querySelector<HTMLInputElement>('input:checked')?.value);
    if (Number.isInteger(chosen) && chosen !== rotation.index) rotation.select(chosen);
  });
  useEffect(() => takeUpEarlyChoice(), []);
  const enlarge = (index: number) => {
    rotation.select(index);
    setEnlarged(index);
  };
  const loading = settled.size < images.length;

  const settle = (index: number, ok: boolean) => {
    setSettled((previous) => new Set(previous).add(index));
    if (!ok) {
      console.warn(`Hero image ${images[index]} could not be loaded; using the others`);
      setFailed((previous) => new Set(previous).add(index));
    }
  };

  return (
    <>
      <Hero aria-labelledby="home-hero-title" data-hero-image={current} $slides={images.length}>
        <div data-backdrop>
          {images.map((id, index) => (
            // Only the first slide shown loads at once; the others load when shown (lazy, not drawn).
            <ResponsiveImage key={id} id={id} priority={index === firstSlide} alt="" sizes="100vw" data-slide={index} />
          ))}
          {loading && (
            <div data-loading role="status">
              <span>Loading images…</span>
            </div>
          )}
        </div>
        <Container>
          <Copy>
            <p data-eyebrow>{homeTown}&apos;s vehicle wrap &amp; protection shop</p>
            <h1 id="home-hero-title">Vehicle wraps, ceramic coatings &amp; paint protection film in {homeTown}</h1>
            <p data-rating>
              <span aria-hidden="true">★★★★★</span>
              Rated {business.rating.value}/5 from {business.rating.heroText}
            </p>
            <p>
              Fleet wraps that win customers, color changes that turn heads, and protection that keeps paint like new.
              Designed, printed and installed in our shop on {business.address.street} since {business.foundingYear}.
            </p>
            {failed.size > 0 && (
              <Alert $tone="notice" role="alert">
                {IMAGE_ERROR_TEXT}
              </Alert>
            )}
            <div data-actions>
              <PrimaryButton as={Link} to="/contact">
                Get a Free {homeTown} Quote
              </PrimaryButton>
              <GhostButton as="a" href={business.phone.href}>
                Call {business.phone.display}
              </GhostButton>
            </div>
            <nav aria-label="Quick links">
              <ul>
                <li>
                  <Link to="/print-ship">Nationwide Print &amp; Ship</Link>
                </li>
                <li>
                  <Link to="/contact">Find Vehicle Wrap Experts</Link>
                </li>
                <li>
                  <Link to="/locations">Looking for Vehicle Wraps Near Me</Link>
                </li>
                <li>
                  <Link to="/contact?subject=Quick%20Message">Send a Quick Message</Link>
                </li>
                <li>
                  <Link to="/gallery">View Our Gallery</Link>
                </li>
                <li>
                  <Link to="/services">Explore Services</Link>
                </li>
              </ul>
            </nav>
          </Copy>
          <Strip data-strip>
            <ul ref={strip} aria-label="Hero images">
              {images.map((id, index) => (
                <li key={id}>
                  {/* A radio chooses the slide with no script; with scripts a tap or Enter also enlarges it. */}
                  <label
                    data-failed={failed.has(index) ? 'true' : undefined}
                    onClick={(event) => {
                      // The label's own click, not the one it passes on to its radio (arrow keys send those too).
                      if (!(event.target instanceof HTMLInputElement)) enlarge(index);
                    }}
                  >
                    <input
                      type="radio"
                      name="hero-image"
                      value={index}
                      checked={index === rotation.index}
                      onChange={() => rotation.select(index)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') enlarge(index);
                      }}
                    />
                    <ResponsiveImage
                      id={id}
                      priority
                      alt=""
                      sizes="120px"
                      onLoad={() => settle(index, true)}
                      onError={() => settle(index, false)}
                    />
                    <VisuallyHidden>
                      View larger: {mediaImage(id).alt}
                      {failed.has(index) ? ' (image unavailable)' : ''}
                    </VisuallyHidden>
                  </label>
                </li>
              ))}
            </ul>
            {rotation.canRotate && (
              <RotationToggle paused={rotation.paused} onToggle={rotation.togglePaused} what="hero images" />
            )}
          </Strip>
        </Container>
      </Hero>
      {/* Outside the hero's stacking context so it covers the whole page, header included. */}
      {enlarged !== null && <ImageDialog image={images[enlarged] as MediaId} onClose={() => setEnlarged(null)} />}
    </>
  );
}
