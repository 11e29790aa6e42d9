import { useEffect, useRef } from 'react';

/** Every menu the header opens as a popover carries this attribute, so a route change can close them. */
export const HEADER_POPOVER_ATTRIBUTE = 'data-header-popover';

/** Closes one of the header's popovers if it is open (a click on a link inside it, the pointer leaving). */
export function closeHeaderPopover(id: string, doc: Document = document) {
  const popover = doc.getElementById(id);
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

/**
 * The browser opens and closes the header's menus (popovers need no script); the one thing it cannot
 * know is that the site's router moved to another page, which leaves the document where it is.
 */
export function useHeaderPopoversCloseOnRouteChange(pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const popover of document.querySelectorAll<HTMLElement>(`[${HEADER_POPOVER_ATTRIBUTE}]`)) {
      if (popover.matches(':popover-open')) popover.hidePopover();
    }
  }, [pathname]);
}
