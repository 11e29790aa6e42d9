// @vitest-environment jsdom
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { HYDRATED_ATTRIBUTE } from '../first-view';
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
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: reducedMotion }));
  turnSlideshowsWhileReading(window, document);
  const controls = [...document.querySelectorAll('button')];
  /** The reader scrolls `control` into view (or out of it). */
  const seen = (control: Element, isIntersecting = true) =>
    FakeIntersectionObserver.watching(control)?.report([{ target: control, isIntersecting }]);
  return { control: controls[0]!, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const checkedSlide = () => document.querySelector<HTMLInputElement>('input:checked')?.value;

describe('a slideshow whose slides are radios, while the visitor reads', () => {
  it('turns to the next slide every interval while in view', () => {
    const { control, seen } = pageWith(radioSlideshow);
    seen(control);
    vi.advanceTimersByTime(5_999);
    expect(checkedSlide()).toBe('0');
    vi.advanceTimersByTime(1);
    expect(checkedSlide()).toBe('1');
    vi.advanceTimersByTime(12_000);
    expect(checkedSlide()).toBe('0');
  });

  it('turns while its section is in view, the pause control below the screen', () => {
    const { control, seen } = pageWith(`<section>${radioSlideshow}</section>`);
    seen(control.closest('section')!);
    vi.advanceTimersByTime(6_000);
    expect(checkedSlide()).toBe('1');
  });

  it("turns while a hero's header is in view, though the page around it is a section too", () => {
    const { control, seen } = pageWith(`<section><header>${radioSlideshow}</header><p>The page goes on.</p></section>`);
    seen(control.closest('section')!);
    vi.advanceTimersByTime(6_000);
    expect(checkedSlide()).toBe('0');
    seen(control.closest('header')!);
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
