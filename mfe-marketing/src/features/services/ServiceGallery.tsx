import styled from 'styled-components';

import { mediaImage, pictureCaption, type MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { media } from 'shared-contracts/ui/theme';

import { useRotation } from '../../components/rotation';
import { RotationToggle } from '../../components/RotationToggle';
import { SERVICE_GALLERY_INTERVAL_MS } from './service-images';

/** The service's pictures: a large image rotating every 4 seconds, with thumbnails to choose one. */
export function ServiceGallery({ images, title }: { images: readonly MediaId[]; title: string }) {
  const rotation = useRotation({ count: images.length, intervalMs: SERVICE_GALLERY_INTERVAL_MS });
  const current = images[rotation.index] as MediaId;
  return (
    <Gallery>
      <figure>
        <ResponsiveImage id={current} sizes="(min-width: 1024px) 760px, 100vw" />
        <figcaption>
          <span>{pictureCaption(current)}</span>
          <RotationToggle rotation={rotation} what={`${title} gallery`} />
        </figcaption>
      </figure>
      <ul aria-label={`${title} pictures`}>
        {images.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              aria-current={index === rotation.index ? 'true' : undefined}
              aria-label={`Show picture ${index + 1}: ${mediaImage(id).alt}`}
              onClick={() => rotation.select(index)}
            >
              <ResponsiveImage id={id} alt="" sizes="(min-width: 768px) 130px, 33vw" />
            </button>
          </li>
        ))}
      </ul>
    </Gallery>
  );
}

const Gallery = styled.div`
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
  li button {
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
  li button:hover,
  li button:focus-visible {
    opacity: 1;
  }
  li button[aria-current='true'] {
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
`;
