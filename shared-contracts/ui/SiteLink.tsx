import type { AnchorHTMLAttributes, MouseEvent } from 'react';

import { movesInPlace } from 'shared-contracts/routing/next-page';

/** Follow an in-site link without reloading: single-spa hears pushState and draws the page. */
export function navigateInSite(href: string) {
  window.history.pushState(null, '', href);
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  event.currentTarget.target === '_blank';

/**
 * A link to any page of the site, for code that lives outside a remote's router (shell, fallbacks).
 * Like the routers' `Link`, it draws the next page in place only when the remote on screen holds it;
 * any other move is the browser's document navigation (ADR 0014).
 */
export function SiteLink({
  href,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (opensElsewhere(event) || !href.startsWith('/') || !movesInPlace(href)) return;
        event.preventDefault();
        navigateInSite(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
