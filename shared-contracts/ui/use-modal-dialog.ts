import { useLayoutEffect, type RefObject } from 'react';

interface ModalDialogOptions {
  /** Where focus goes when the dialog opens; without it, the browser's choice (the first control). */
  focus?: RefObject<HTMLElement | null>;
  /** Keep the page behind from scrolling under a dialog that scrolls on its own (a drawer). */
  holdPageScroll?: boolean;
}

/**
 * Opens `dialog` as the browser's modal while the component is mounted: the browser keeps Tab inside,
 * the page behind inert and turns Escape into a `cancel` wherever focus is (the caller's `onCancel`
 * decides what closes). On unmount focus goes back to the control that opened it, by hand too: the
 * browser restores it only for a dialog closed while still in the page, and React may have removed it.
 *
 * A layout effect: a dialog can arrive with lazy code outside any click, and React runs a plain effect
 * of such a commit later; the modal and its focus must be in place before the first paint.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  { focus, holdPageScroll = false }: ModalDialogOptions = {},
) {
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    focus?.current?.focus();
    const overflow = document.body.style.overflow;
    if (holdPageScroll) document.body.style.overflow = 'hidden';
    return () => {
      if (holdPageScroll) document.body.style.overflow = overflow;
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, focus, holdPageScroll]);
}
