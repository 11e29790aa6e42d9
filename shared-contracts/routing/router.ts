/**
 * The site's one door to react-router. Federation shares this module, not the router package: a
 * shared package ships whole (about 60 kB gzip), while this module's chunk keeps only what it
 * re-exports. Add an export here when a page needs one.
 */
import { createElement, forwardRef, type FocusEvent, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router-dom';

import { movesInPlace, prepareMove } from 'shared-contracts/routing/next-page';

export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

type SiteLinkProps = Omit<LinkProps, 'reloadDocument' | 'discover' | 'prefetch' | 'viewTransition'>;

/**
 * The router's link, except that a move the remote on screen cannot draw at once is left to the
 * browser as a document navigation (`shared-contracts/routing/next-page`): the next page's HTML,
 * usually already prefetched, is never slower than waiting for another remote's code.
 */
export const Link = forwardRef<HTMLAnchorElement, SiteLinkProps>(function Link(
  { to, replace, state, target, relative, preventScrollReset, onClick, onPointerEnter, onTouchStart, onFocus, ...rest },
  ref,
) {
  const href = useHref(to, { relative });
  const drawHere = useLinkClickHandler(to, { replace, state, target, relative, preventScrollReset });
  return createElement('a', {
    ...rest,
    ref,
    href,
    target,
    // Intent: the page's code starts coming, so the tap can usually be drawn in place.
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => (onPointerEnter?.(event), prepareMove(href)),
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => (onTouchStart?.(event), prepareMove(href)),
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => (onFocus?.(event), prepareMove(href)),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented && movesInPlace(href)) drawHere(event);
    },
  });
});
