import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for the message box: on open when the visitor opened the chat, and back again when a reply
 * or the scheduler ends. The box is disabled while a reply is on its way and the scheduler sits
 * over it; both drop focus, so when they end and focus is nowhere, it returns to the box.
 */
export function useMessageBoxFocus(input: RefObject<HTMLTextAreaElement | null>, focusOnOpen: boolean, busy: boolean) {
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [input, focusOnOpen]);

  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (finished && (document.activeElement === document.body || document.activeElement === null))
      input.current?.focus();
  }, [input, busy]);
}
