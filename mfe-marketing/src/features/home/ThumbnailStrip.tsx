import type { RefObject } from 'react';

import { mediaImage, type MediaId } from 'shared-contracts/media/catalog';
import { VisuallyHidden } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import { RotationToggle } from '../../components/RotationToggle';
import { HERO_SLIDE_RADIOS } from './home-content';
import { Strip } from './ThumbnailStrip.styles';

interface ThumbnailStripProps {
  images: readonly MediaId[];
  /** Holds the radios, so the hero can take up a choice made before its code arrived. */
  listRef: RefObject<HTMLUListElement | null>;
  chosen: number;
  failed: ReadonlySet<number>;
  select: (index: number) => void;
  enlarge: (index: number) => void;
  /** Each thumbnail reports in once, loaded or not. */
  settle: (index: number, ok: boolean) => void;
  rotation: { canRotate: boolean; paused: boolean; togglePaused: () => void };
}

/** One radio per slide that chooses the backdrop with no script; with scripts a tap or Enter also enlarges it. */
export function ThumbnailStrip({
  images,
  listRef,
  chosen,
  failed,
  select,
  enlarge,
  settle,
  rotation,
}: ThumbnailStripProps) {
  return (
    <Strip data-strip>
      <ul ref={listRef} aria-label="Hero images">
        {images.map((id, index) => (
          <li key={id}>
            {/* The label is the radio's own target (a tap on it checks the radio); the keyboard's Enter is heard on the radio. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
            <label
              data-failed={failed.has(index) ? 'true' : undefined}
              onClick={(event) => {
                // The label's own click, not the one it passes on to its radio (arrow keys send those too).
                if (!(event.target instanceof HTMLInputElement)) enlarge(index);
              }}
            >
              <input
                type="radio"
                name={HERO_SLIDE_RADIOS}
                value={index}
                checked={index === chosen}
                onChange={() => select(index)}
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
      {rotation.canRotate && <RotationToggle rotation={rotation} what="hero images" slideRadios={HERO_SLIDE_RADIOS} />}
    </Strip>
  );
}
