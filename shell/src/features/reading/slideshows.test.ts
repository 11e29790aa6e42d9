// @vitest-environment jsdom
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { HYDRATED_ATTRIBUTE, START_WANTED_EVENT } from '../first-view';
import { turnSlideshowsWhileReading } from './slideshows';

/** Three thumbnails whose radios choose the slide, the first checked, and the pause control that names them. */
const radioSlideshow = `
  <ul>
    ${[0, 1, 2]
      .map(
        (index) =>
          `<li><label><input type="radio" name="hero-image" value="${index}" ${index === 0 ? 'checked' : ''}><img src="/media/slide-${index}.avif" alt=""></label></li>`,
      )
      .join('')}
  </ul>
  <button data-rotates="6000" data-slide-radios="hero-image">Pause</button>`;

function pageWith(html: string, { reducedMotion = false } = {}) {
  document.body.innerHTML = html;
  // The thumbnails have loaded (the test's DOM loads no image).
  for (const img of document.querySelectorAll('img'))
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 160, configurable: true } });
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  const wanted = vi.fn();
  window.addEventListener(START_WANTED_EVENT, wanted);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: reducedMotion }));
  turnSlideshowsWhileReading(window, document);
  const controls = [...document.querySelectorAll('button')];
  /** The reader scrolls `control` into view (or out of it). */
  const seen = (control: Element, isIntersecting = true) =>
    FakeIntersectionObserver.watching(control)?.report([{ target: control, isIntersecting }]);
  return { controls, control: controls[0]!, wanted, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const checkedSlide = () => document.querySelector<HTMLInputElement>('input:checked')?.value;

describe('a slideshow whose slides are radios, while the visitor reads', () => {
  it('turns to the next slide every interval while in view, asking for nothing', () => {
    const { control, wanted, seen } = pageWith(radioSlideshow);
    seen(control);
    vi.advanceTimersByTime(5_999);
    expect(checkedSlide()).toBe('0');
    vi.advanceTimersByTime(1);
    expect(checkedSlide()).toBe('1');
    vi.advanceTimersByTime(12_000);
    expect(checkedSlide()).toBe('0');
    expect(wanted).not.toHaveBeenCalled();
  });

  it('turns while its section is in view, the pause control below the screen', () => {
    const { control, seen } = pageWith(`<section>${radioSlideshow}</section>`);
    seen(control.closest('section')!);
    vi.advanceTimersByTime(6_000);
    expect(checkedSlide()).toBe('1');
  });

  it('does not turn out of view', () => {
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    vi.advanceTimersByTime(3_000);
    seen(control, false);
    vi.advanceTimersByTime(30_000);
    expect(checkedSlide()).toBe('0');
  });

  it('passes over a slide whose picture could not be loaded', () => {
    const { control, seen } = pageWith(radioSlideshow);
    const broken = document.querySelectorAll('img')[1]!;
    Object.defineProperty(broken, 'naturalWidth', { value: 0 });
    seen(control);
    vi.advanceTimersByTime(6_000);
    expect(checkedSlide()).toBe('2');
  });

  it('keeps a slide the visitor chose for a whole turn', () => {
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    vi.advanceTimersByTime(4_000);
    const third = document.querySelectorAll('input')[2]!;
    third.checked = true;
    third.dispatchEvent(new Event('change', { bubbles: true }));
    vi.advanceTimersByTime(5_999);
    expect(checkedSlide()).toBe('2');
    vi.advanceTimersByTime(1);
    expect(checkedSlide()).toBe('0');
  });

  it('stops at once when its pause control is pressed, even while the start script holds the press', () => {
    // The start script holds presses on the document before they reach the control.
    const hold = (event: Event) => event.stopPropagation();
    document.addEventListener('click', hold, true);
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    control.click();
    vi.advanceTimersByTime(30_000);
    expect(checkedSlide()).toBe('0');
    document.removeEventListener('click', hold, true);
  });

  it('leaves the slideshow to the site once the site runs the page', () => {
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    vi.advanceTimersByTime(30_000);
    expect(checkedSlide()).toBe('0');
  });

  it('stops once the slideshow has left the page', () => {
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    const radios = document.querySelector('ul')!;
    control.remove();
    vi.advanceTimersByTime(30_000);
    expect(radios.querySelector<HTMLInputElement>('input:checked')?.value).toBe('0');
  });

  it('turns nothing when its pause control gives no interval', () => {
    const { control, seen } = pageWith(radioSlideshow.replace('data-rotates="6000"', 'data-rotates=""'));
    seen(control);
    vi.advanceTimersByTime(30_000);
    expect(checkedSlide()).toBe('0');
  });

  it('does not turn for a visitor who asks for reduced motion', () => {
    const { control, seen } = pageWith(radioSlideshow, { reducedMotion: true });
    seen(control);
    vi.advanceTimersByTime(30_000);
    expect(checkedSlide()).toBe('0');
  });
});

describe('a slideshow only the site turns, kept in view', () => {
  it('asks for the site once it has been in view as long as it takes to turn', () => {
    const { control, wanted, seen } = pageWith('<button data-rotates="5000">Pause</button>');
    seen(control);
    vi.advanceTimersByTime(4_999);
    expect(wanted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(wanted).toHaveBeenCalledOnce();
  });

  it('asks for nothing when the reader scrolls past it first', () => {
    const { control, wanted, seen } = pageWith('<button data-rotates="5000">Pause</button>');
    seen(control);
    vi.advanceTimersByTime(3_000);
    seen(control, false);
    vi.advanceTimersByTime(10_000);
    expect(wanted).not.toHaveBeenCalled();
  });

  it('asks once when two slideshows are in view, the first to turn asking', () => {
    const { controls, wanted, seen } = pageWith(
      '<button data-rotates="5000">Pause</button><button data-rotates="6000">Pause</button>',
    );
    for (const control of controls) seen(control);
    vi.advanceTimersByTime(20_000);
    expect(wanted).toHaveBeenCalledOnce();
  });

  it('stops waiting once something else has asked for the site', () => {
    const { control, wanted, seen } = pageWith('<button data-rotates="5000">Pause</button>');
    seen(control);
    window.dispatchEvent(new Event(START_WANTED_EVENT));
    vi.advanceTimersByTime(10_000);
    expect(wanted).toHaveBeenCalledOnce();
  });
});
