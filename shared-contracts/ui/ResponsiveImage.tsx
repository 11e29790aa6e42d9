import { useEffect, useRef, type ImgHTMLAttributes, type RefObject, type SyntheticEvent } from 'react';

import { mediaImage, mediaSrcSet, mediaUrl, type MediaId } from 'shared-contracts/media/catalog';
import { useHydrated } from 'shared-contracts/remote/use-hydrated';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading'
> {
  id: MediaId;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes?: string;
  /** Above the fold: load at once with high priority instead of when it nears the viewport. */
  priority?: boolean;
  /** Override the library's alt text where the context says more (or "" for decoration). */
  alt?: string;
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
    report(
      { currentTarget: image, target: image } as unknown as SyntheticEvent<HTMLImageElement>,
      image.naturalWidth > 0,
    );
    // Once, for what happened before hydration; later events come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    onLoad: (event: SyntheticEvent<HTMLImageElement>) => report(event, true),
    onError: (event: SyntheticEvent<HTMLImageElement>) => report(event, false),
  };
}

/**
 * A library image as AVIF/WebP at every width, with its intrinsic size and alt text. Below the first
 * screen the browser loads it as it nears the viewport (`loading="lazy"`), and at once where it does
 * not know lazy loading; the `src` is always in the HTML, for readers without scripts and crawlers.
 */
export function ResponsiveImage({
  id,
  sizes = '100vw',
  priority = false,
  alt,
  onLoad,
  onError,
  ...rest
}: ResponsiveImageProps) {
  const image = mediaImage(id);
  const ref = useRef<HTMLImageElement>(null);
  const settled = useSettledOnce(ref, onLoad, onError);
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(id, 'webp')} sizes={sizes} />
      <img
        ref={ref}
        src={mediaUrl(id, 1280, 'webp')}
        data-media-id={id}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...rest}
        onLoad={settled.onLoad}
        onError={settled.onError}
      />
    </picture>
  );
}
