import { useRef } from 'react';
import styled from 'styled-components';

import { mediaImage, pictureCaption, type MediaId } from 'shared-contracts/media/catalog';
import { VisuallyHidden, visuallyHidden } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';

import { useRotation } from '../../components/rotation';
import { RotationToggle } from '../../components/RotationToggle';
import { showCheckedSlide, useEarlyRadioChoice } from '../../components/slide-radios';
import { SERVICE_GALLERY_INTERVAL_MS } from './service-images';

/** The radio group of the gallery's thumbnails (one gallery a page). */
export const SERVICE_PICTURE_RADIOS = 'service-picture';

/**
 * The service's pictures: a large image rotating every 4 seconds, with thumbnails to choose one. The
 * thumbnails are radios and every picture is in the page, so a choice works before the scripts run
 * and the reading effects turn it while the visitor reads.
 */
export function ServiceGallery({ images, title }: { images: readonly MediaId[]; title: string }) {
  const rotation = useRotation({ count: images.length, intervalMs: SERVICE_GALLERY_INTERVAL_MS });
  const thumbnails = useRef<HTMLUListElement>(null);
  useEarlyRadioChoice(thumbnails, rotation);
  return (
    <Gallery $pictures={images.length}>
      <figure>
        {images.map((id, index) => (
          // Only the picture shown loads; the others load when shown (lazy, not drawn).
          <ResponsiveImage key={id} id={id} sizes="(min-width: 1024px) 760px, 100vw" data-slide={index} />
        ))}
        <figcaption>
          {images.map((id, index) => (
            <span key={id} data-slide={index}>
              {pictureCaption(id)}
            </span>
          ))}
          <RotationToggle rotation={rotation} what={`${title} gallery`} slideRadios={SERVICE_PICTURE_RADIOS} />
        </figcaption>
      </figure>
      <ul ref={thumbnails} aria-label={`${title} pictures`}>
        {images.map((id, index) => (
          <li key={id}>
            <label>
              <input
                type="radio"
                name={SERVICE_PICTURE_RADIOS}
                value={index}
                checked={index === rotation.index}
                onChange={() => rotation.select(index)}
              />
              <ResponsiveImage id={id} alt="" sizes="(min-width: 768px) 130px, 33vw" />
              <VisuallyHidden>
                Show picture {index + 1}: {mediaImage(id).alt}
              </VisuallyHidden>
            </label>
          </li>
        ))}
      </ul>
    </Gallery>
  );
}

const Gallery = styled.div<{ $pictures: number }>`
  display: grid;
  gap: 14px;
  figure {
    position: relative;
    margin: 0;
    border-radius: var(--radius-lg);
    overflow: hidden;
    background: var(--color-night);
  }
  figure img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  figcaption {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 12px 14px;
    color: var(--color-on-dark);
    font-size: 0.92rem;
    line-height: 1.45;
  }
  ${media.md} {
    figcaption {
      position: absolute;
      left: 0;
      right: 0;
      bottom: 0;
      align-items: flex-end;
      padding: 40px 16px 14px;
      background: linear-gradient(180deg, transparent, rgb(11 17 32 / 85%));
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 10px;
  }
  ${media.md} {
    ul {
      grid-template-columns: repeat(6, 1fr);
    }
  }
  li label {
    display: block;
    width: 100%;
    padding: 0;
    border: 3px solid transparent;
    border-radius: var(--radius-md);
    overflow: hidden;
    background: none;
    cursor: pointer;
    opacity: 0.75;
    transition:
      opacity 0.2s,
      border-color 0.2s;
  }
  li input {
    ${visuallyHidden}
  }
  li label:hover,
  li label:has(:focus-visible) {
    opacity: 1;
  }
  li label:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  li label:has(:checked) {
    border-color: var(--color-brand);
    opacity: 1;
  }
  li img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  ${({ $pictures }) =>
    showCheckedSlide(
      SERVICE_PICTURE_RADIOS,
      $pictures,
      (index) => `figure > picture:not(:has(img[data-slide='${index}']))`,
      (index) => `figcaption > span:not([data-slide='${index}'])`,
    )}
`;
