import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import { useDispatch } from 'react-redux';

import { cartDrawerClosed } from './cartDrawerSlice';

const focusableSelector =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The drawer as a modal dialog: focus moves to `firstFocus` on open and goes back where it was on
 * close, the page behind does not scroll, Escape closes it from anywhere, and Tab stays inside
 * `panel` (the handler returned).
 */
export function useCartDialog(panel: RefObject<HTMLElement | null>, firstFocus: RefObject<HTMLElement | null>) {
  const dispatch = useDispatch();

  // Layout effects: the drawer arrives with its lazy code outside any click, and React runs a plain
  // effect of such a commit later; focus and the Escape key must be in place before the first paint.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    firstFocus.current?.focus();
    // The page behind a modal does not scroll under it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [firstFocus]);

  // Escape closes from anywhere: focus can fall to <body> when the focused line is removed.
  useLayoutEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(cartDrawerClosed());
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [dispatch]);

  return (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
