import { useLayoutEffect, type RefObject } from 'react';

/**
 * Opens `dialog` as the browser's modal: it keeps Tab inside and the page behind inert, and turns
 * Escape into a `cancel` wherever focus is. Focus moves to `firstFocus`, the page behind does not
 * scroll, and on close focus goes back to the control that opened it (here too: the browser restores
 * it only for a dialog it closes while still in the page, and React may have removed the drawer).
 */
export function useCartDialog(dialog: RefObject<HTMLDialogElement | null>, firstFocus: RefObject<HTMLElement | null>) {
  // Layout effect: the drawer arrives with its lazy code outside any click, and React runs a plain
  // effect of such a commit later; the modal and its focus must be in place before the first paint.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    firstFocus.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, firstFocus]);
}
