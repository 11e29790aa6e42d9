import { HYDRATED_ATTRIBUTE } from '../first-view';
import { scrollEffectsRun, type Browser } from './in-view';

/** On a slideshow's pause control: how often it turns, in ms. */
const ROTATES = 'data-rotates';
/** On a slideshow's pause control: the name of the radio group whose checked radio the server's CSS shows. */
const SLIDE_RADIOS = 'data-slide-radios';

/** A thumbnail whose picture could not be loaded: the turn passes over its slide, as the site's scripts do. */
const pictureFailed = (radio: HTMLInputElement) => {
  const img = radio.closest('label')?.querySelector('img');
  return !!img?.complete && img.naturalWidth === 0;
};

/** Checks the radio after the checked one (wrapping round, passing over failed pictures). */
function checkNextRadio(doc: Document, name: string) {
  const radios = [...doc.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(name)}"]`)];
  const from = radios.findIndex((radio) => radio.checked);
  for (let step = 1; step < radios.length; step++) {
    const next = radios[(from + step) % radios.length] as HTMLInputElement;
    if (!pictureFailed(next)) {
      next.checked = true;
      return;
    }
  }
}

/**
 * Slideshows while the visitor reads (ADR 0021, 0023); nothing with reduced motion (slideshows start
 * paused then). A slideshow's slides are chosen by radios, whose group its pause control names in
 * `data-slide-radios`: while its section is in view, every `data-rotates` ms the next radio is
 * checked and the server's CSS shows its slide, so reading it starts nothing. The site's scripts take
 * the checked radio up when the visitor acts, and turning here stops once they run the page, or at
 * once when the pause control is pressed (the press starts the site, which pauses it). A radio the
 * visitor checks stays a whole turn.
 */
export function turnSlideshowsWhileReading(win: Browser, doc: Document) {
  const controls = [...doc.querySelectorAll<HTMLElement>(`[${ROTATES}][${SLIDE_RADIOS}]`)];
  if (controls.length === 0 || !scrollEffectsRun(win)) return;
  for (const control of controls) turnWhileInView(win, doc, control);
}

/** A window that has an IntersectionObserver (`scrollEffectsRun` said so). */
type Observing = Browser & Pick<typeof globalThis, 'IntersectionObserver'>;

function turnWhileInView(win: Observing, doc: Document, control: HTMLElement) {
  const name = control.getAttribute(SLIDE_RADIOS) as string;
  const everyMs = Number(control.getAttribute(ROTATES));
  if (!(everyMs > 0)) return;
  let timer: number | undefined;
  let inView = false;
  const stop = () => {
    win.clearInterval(timer);
    observer.disconnect();
    doc.removeEventListener('change', chosen, true);
    doc.removeEventListener('click', pressed, true);
  };
  // The site runs the page now, or the slideshow has left it: nothing more to turn here.
  const done = () => doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || !control.isConnected;
  const restart = () => {
    win.clearInterval(timer);
    if (done()) stop();
    else if (inView) timer = win.setInterval(() => (done() ? stop() : checkNextRadio(doc, name)), everyMs);
  };
  const chosen = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === name) restart();
  };
  // Heard on the document: until the site runs, the start script holds presses there before they reach the control.
  const pressed = (event: Event) => {
    if (event.target instanceof Node && control.contains(event.target)) stop();
  };
  const observer = new win.IntersectionObserver((entries) => {
    inView = entries.at(-1)?.isIntersecting ?? inView;
    restart();
  });
  // The slideshow is the section (or a hero's header) its pause control is in: its slides show while any of it is in view.
  observer.observe(control.closest('section, header') ?? control);
  doc.addEventListener('change', chosen, true);
  doc.addEventListener('click', pressed, true);
}
