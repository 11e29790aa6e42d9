/**
 * Presses on script-driven buttons before the page's scripts have taken over do nothing in plain
 * HTML. They are held and pressed again once every part has hydrated (React keeps the same
 * elements), so a visitor's tap is not lost; a form's submit waits for its form's code the same way
 * (typing goes in at once). What the browser does by itself is left alone: links, buttons that open
 * a popover (the menus), and the summaries of details.
 */
const pressable = 'button:not([popovertarget]), [role="button"]';

export interface EarlyPresses {
  /** Press again, in order, every held button still on the page, and stop holding. */
  replay(): void;
}

/**
 * `answerAtOnce`: a press the start script can answer itself from what the server drew (Add to Cart);
 * true when it did, and the press is then not made again.
 */
export function holdEarlyPresses(
  doc: Document,
  answerAtOnce: (button: HTMLElement) => boolean = () => false,
): EarlyPresses {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(pressable) : null;
    if (!target || target.closest('a[href]') || (target as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!answerAtOnce(target)) held.push(target);
  };
  doc.addEventListener('click', hold, true);
  return {
    replay() {
      doc.removeEventListener('click', hold, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
