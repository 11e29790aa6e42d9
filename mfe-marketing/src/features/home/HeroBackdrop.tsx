import type { MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

interface HeroBackdropProps {
  images: readonly MediaId[];
  /** The slide shown first: the only one loaded at once. */
  firstSlide: number;
  /** Until every thumbnail has reported in to the site's scripts, an overlay says the images are loading. */
  loading: boolean;
}

/** Every slide is in the page (the hero's CSS shows the chosen one, with or without scripts). */
export function HeroBackdrop({ images, firstSlide, loading }: HeroBackdropProps) {
  return (
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
  );
}
