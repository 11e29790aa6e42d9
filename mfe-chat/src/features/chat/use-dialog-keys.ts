import type { KeyboardEvent, RefObject } from 'react';

const focusable = ['button:not(:disabled)', '[href]', 'textarea:not(:disabled)', 'input:not(:disabled)', '[tabindex]']
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/**
 * The keys of a modal dialog: Escape cancels it (and goes no further, so the chat stays open), and
 * Tab stays inside it. Its heading takes focus at each step, so Shift+Tab from there wraps too.
 */
export function useDialogKeys(
  dialog: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  onCancel: () => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
