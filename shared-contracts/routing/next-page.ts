import { normalisePath, ownerOf, type PageOwner } from 'shared-contracts/routes/route-table';

/**
 * How a link moves to its page (ADR 0014). A move stays in this document only when the remote on
 * screen owns the next page too and already holds its code: then drawing it here is faster than any
 * document. Every other move (to another remote's page, to a page whose chunk is not loaded, to the
 * not-found page) is a plain document navigation to the rendered HTML, which the speculation rules
 * have usually prefetched or prerendered on the visitor's intent.
 */
export interface PagesInPlace {
  /** The page at this path can be drawn without fetching anything. */
  ready: (pathname: string) => boolean;
  /** Start fetching the page's code, for a link the visitor is about to follow. */
  preload: (pathname: string) => void;
}

/** Which pages each mounted remote can draw at once; a remote leaves when it unmounts. */
const mounted = new Map<PageOwner, PagesInPlace>();

/** A mounted remote says which of its pages it can draw without fetching; returns the unregister. */
export function drawsInPlace(owner: PageOwner, pages: PagesInPlace): () => void {
  mounted.set(owner, pages);
  return () => {
    if (mounted.get(owner) === pages) mounted.delete(owner);
  };
}

type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/** The remote on screen, when it also owns the page at `href`. */
function ownerOfBoth(href: string, here: Here): { pages: PagesInPlace; url: URL } | undefined {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  const owner = ownerOf(here.pathname);
  const pages = owner && ownerOf(url.pathname) === owner ? mounted.get(owner) : undefined;
  return pages && { pages, url };
}

/**
 * The visitor shows intent on a link (pointer, touch, focus): the remote on screen starts fetching
 * its page, so a tap a moment later can be drawn in place. Links to other remotes need nothing: the
 * speculation rules prefetch their HTML.
 */
export function prepareMove(href: string, here: Here = window.location): void {
  const both = ownerOfBoth(href, here);
  if (both && !both.pages.ready(both.url.pathname)) both.pages.preload(both.url.pathname);
}

/** True when the link to `href` should be drawn in this document; false leaves it to the browser. */
export function movesInPlace(href: string, here: Here = window.location): boolean {
  const both = ownerOfBoth(href, here);
  if (!both) return false;
  const { pages, url } = both;
  const samePage = normalisePath(url.pathname) === normalisePath(here.pathname) && url.search === here.search;
  // A jump within the page is the browser's own (it scrolls to the anchor and keeps history).
  if (samePage && url.hash) return false;
  return pages.ready(url.pathname);
}
