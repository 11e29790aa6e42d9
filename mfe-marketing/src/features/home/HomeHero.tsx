import { useCallback, useRef, useState } from 'react';

import type { MediaId } from 'shared-contracts/media/catalog';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';
import { Container } from 'shared-contracts/ui/layout';

import { ImageDialog } from '../../components/ImageDialog';
import { useRotation } from '../../components/rotation';
import { useEarlyRadioChoice } from '../../components/slide-radios';
import { HeroBackdrop } from './HeroBackdrop';
import { HeroCopy } from './HeroCopy';
import { HOME_HERO_INTERVAL_MS, homeHeroImages } from './home-content';
import { Hero } from './HomeHero.styles';
import { ThumbnailStrip } from './ThumbnailStrip';

export interface HomeHeroProps {
  images?: readonly MediaId[];
  /** Background to start on; out of range falls back to the first image. */
  initialIndex?: number;
}

/**
 * The home hero: a backdrop rotating through 7 images, the copy, and a thumbnail strip that selects the
 * backdrop and opens it enlarged; a loading overlay until every image has reported in, and a notice when
 * some could not load (those thumbnails are dimmed and the rotation passes over them).
 */
export function HomeHero({ images = homeHeroImages, initialIndex = 0 }: HomeHeroProps) {
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [enlarged, setEnlarged] = useState<number | null>(null);
  // The server's HTML has no overlay: nothing reports the images in until the site's scripts run,
  // and a reader may never start them (the reading effects turn the slides).
  const hydrated = useHydrated();
  const skip = useCallback((index: number) => failed.has(index), [failed]);
  const rotation = useRotation({ count: images.length, intervalMs: HOME_HERO_INTERVAL_MS, initialIndex, skip });
  const current = images[rotation.index] as MediaId;
  const [firstSlide] = useState(rotation.index);
  // A thumbnail chosen before the page's code arrived already shows its slide (CSS); the rotation takes it up.
  const strip = useRef<HTMLUListElement>(null);
  useEarlyRadioChoice(strip, rotation);
  const enlarge = (index: number) => {
    rotation.select(index);
    setEnlarged(index);
  };

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
        <HeroBackdrop images={images} firstSlide={firstSlide} loading={hydrated && settled.size < images.length} />
        <Container>
          <HeroCopy someImagesFailed={failed.size > 0} />
          <ThumbnailStrip
            images={images}
            listRef={strip}
            chosen={rotation.index}
            failed={failed}
            select={rotation.select}
            enlarge={enlarge}
            settle={settle}
            rotation={rotation}
          />
        </Container>
      </Hero>
      {/* Outside the hero's stacking context so it covers the whole page, header included. */}
      {enlarged !== null && <ImageDialog image={images[enlarged] as MediaId} onClose={() => setEnlarged(null)} />}
    </>
  );
}
