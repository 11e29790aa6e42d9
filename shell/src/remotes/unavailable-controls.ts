import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { ContractStore } from 'shared-contracts/store/root-state';
import { toastShown } from 'shared-contracts/store/toast';

/** What a visitor reads when a part's button cannot do its work, by the part it belongs to. */
export const unavailableParts: Record<RemoteName, string> = {
  marketing: 'This part of the page',
  locations: 'Our locations pages',
  shop: 'The shop',
  member: 'The member area',
  chat: 'The chat assistant',
};

/**
 * Controls that need the part's code. Links, details, popover buttons, radio groups (the plan cards,
 * the shop's category chips, the hero's thumbnails: CSS shows the choice) and forms that post to the
 * server (the quote form) do their work without it, so they are left to the browser.
 */
const needsCode =
  'button:not([popovertarget]), [role="button"], input:not([type="hidden"]):not([type="radio"]), select, textarea';

/**
 * A part whose code cannot load keeps the server's HTML it already showed: its text stays, its links
 * keep working. Only a press on one of its controls is stopped, and says this part is unavailable.
 * Returns how to stop.
 */
export function keepServerHtmlWithUnavailableControls(
  element: HTMLElement,
  remote: RemoteName,
  store: Pick<ContractStore, 'dispatch'>,
): () => void {
  const onPress = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(needsCode) : null;
    if (!control || !element.contains(control) || control.closest('a[href], form[action]')) return;
    event.preventDefault();
    event.stopPropagation();
    store.dispatch(
      toastShown({
        title: `${unavailableParts[remote]} is unavailable just now`,
        description: 'Its buttons work again once it loads; links still work. Call us if you need a hand.',
        variant: 'destructive',
      }),
    );
  };
  element.dataset.unavailable = remote;
  element.addEventListener('click', onPress, true);
  return () => {
    element.removeEventListener('click', onPress, true);
    delete element.dataset.unavailable;
  };
}

/** The slot still holds the page the server drew for it (nothing has mounted there yet). */
export const holdsServerHtml = (element: HTMLElement) => element.querySelector('[data-boundary]') !== null;
