import styled from 'styled-components';

import type { MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

/**
 * A product photo, or, when the product has none, a panel in its color with its name, so a card never
 * shows a broken image.
 */
export function ProductVisual({
  image,
  name,
  color,
  sizes,
  priority,
  alt,
}: {
  image?: MediaId;
  name: string;
  color: string;
  sizes: string;
  priority?: boolean;
  alt?: string;
}) {
  return (
    <Frame>
      {image ? (
        <ResponsiveImage id={image} sizes={sizes} priority={priority} alt={alt} />
      ) : (
        <Fallback $color={color} role="img" aria-label={`${name} (no photo yet)`}>
          <div>
            {name}
            <span>WRAP LAB CHICAGO</span>
          </div>
        </Fallback>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: var(--radius-md);
  overflow: hidden;
  background: var(--color-surface-alt);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Fallback = styled.div<{ $color: string }>`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  padding: 16px;
  text-align: center;
  color: var(--color-on-dark);
  background: linear-gradient(135deg, rgb(255 255 255 / 18%), transparent 60%), ${(p) => p.$color};
  font-family: var(--font-display);
  font-weight: 800;
  font-size: clamp(1.1rem, 3vw, 1.6rem);
  line-height: 1.15;
  text-shadow: 0 1px 2px rgb(0 0 0 / 35%);
  span {
    display: block;
    font-family: var(--font-body);
    font-size: 0.72rem;
    letter-spacing: 0.12em;
    opacity: 0.85;
    margin-top: 8px;
  }
`;
