import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject, type SyntheticEvent } from 'react';
import { mediaImage, mediaSrcSet, mediaUrl, type MediaId } from 'shared-contracts/media/catalog';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';

/** Images below the fold load when they come within 200 px of the viewport (part 1, section 4). */
export const LAZY_MARGIN_PX = 200;

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt' | 'width' | 'height'> {
  id: MediaId;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes?: string;
  /** Above the fold: load at once with high priority instead of waiting to be near the viewport. */
  priority?: boolean;
  /** Override the library's alt text where the context says more (or "" for decoration). */
  alt?: string;
}

function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near]);
  return { ref, near };
}

type Settled = (event: SyntheticEvent<HTMLImageElement>) => void;

/**
 * An image in the server's HTML may load (or fail) before the page's scripts are there to hear it.
 * Each image reports once: from its own event, or, if it had already settled, when it hydrates.
 */
function useSettledOnce(ref: RefObject<HTMLImageElement | null>, onLoad?: Settled, onError?: Settled) {
  const fromServerHtml = useRef(!useHydrated());
  const reported = useRef<string | null>(null);
  const report = (event: SyntheticEvent<HTMLImageElement>, loaded: boolean) => {
    const source = event.currentTarget.currentSrc || event.currentTarget.src;
    if (reported.current === source) return;
    reported.current = source;
    (loaded ? onLoad : onError)?.(event);
  };
  useEffect(() => {
    const image = ref.current;
    if (!fromServerHtml.current || !image?.complete || !image.getAttribute('src')) return;
    report({ currentTarget: image, target: image } as unknown as SyntheticEvent<HTMLImageElement>, image.naturalWidth > 0);
    // Once, for what happened before hydration; later events come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { onLoad: (event: SyntheticEvent<HTMLImageElement>) => report(event, true), onError: (event: SyntheticEvent<HTMLImageElement>) => report(event, false) };
}

/** A library image as AVIF/WebP at every width, with its intrinsic size and alt text. */
export function ResponsiveImage({ id, sizes = '100vw', priority = false, alt, style, onLoad, onError, ...rest }: ResponsiveImageProps) {
  const image = mediaImage(id);
  const { ref, near } = useNearViewport(!priority);
  const settled = useSettledOnce(ref, onLoad, onError);
  return (
    <picture>
      {near && <source type="image/avif" srcSet={mediaSrcSet(id, 'avif')} sizes={sizes} />}
      {near && <source type="image/webp" srcSet={mediaSrcSet(id, 'webp')} sizes={sizes} />}
      <img
        ref={ref}
        src={near ? mediaUrl(id, 1280, 'webp') : undefined}
        data-media-id={id}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        // Until it loads, the image keeps its box but shows no broken-image icon.
        style={near ? style : { ...style, visibility: 'hidden' }}
        {...rest}
        onLoad={settled.onLoad}
        onError={settled.onError}
      />
    </picture>
  );
}
