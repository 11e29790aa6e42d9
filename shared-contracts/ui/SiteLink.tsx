import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** Follow an in-site link without reloading: single-spa hears pushState and mounts the owner. */
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

/** A link to any page of the site, for code that lives outside a remote's router (shell, fallbacks). */
export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (opensElsewhere(event) || !href.startsWith('/')) return;
        event.preventDefault();
        navigateInSite(href);
      }}
      {...rest}
    />
  );
}
