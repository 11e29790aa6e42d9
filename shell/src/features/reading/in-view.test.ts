// @vitest-environment happy-dom
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { expandRule, inViewWatcher, revealRule } from './in-view';

const observer = () => FakeIntersectionObserver.last!;

/** The test says what an element's box is and whether it crossed the line. */
function see(target: Element, isIntersecting: boolean, top: number) {
  observer().report([{ target, isIntersecting, boundingClientRect: { top, bottom: top + 100 } as DOMRectReadOnly }]);
}

function browser(reducedMotion = false) {
  return Object.assign(window, {
    IntersectionObserver: FakeIntersectionObserver,
    innerHeight: 800,
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
  }) as unknown as Window;
}

function section(state = 'static') {
  const element = document.createElement('div');
  element.setAttribute('data-reveal', state);
  return element;
}

describe('the scroll effects, on each element’s own attribute', () => {
  it('hides a section wholly below the screen until its top reaches 85% of the viewport, then shows it for good', () => {
    const below = section();
    inViewWatcher(browser(), revealRule)!([below]);
    expect(observer().options).toEqual({ rootMargin: '0px 0px -15% 0px', threshold: 0 });
    see(below, false, 1200);
    expect(below.getAttribute('data-reveal')).toBe('waiting');
    see(below, true, 600);
    expect(below.getAttribute('data-reveal')).toBe('shown');
    expect(observer().watched.has(below)).toBe(false);
  });

  it('never hides a section already on screen, even below its line', () => {
    const onScreen = section();
    inViewWatcher(browser(), revealRule)!([onScreen]);
    see(onScreen, false, 750);
    expect(onScreen.getAttribute('data-reveal')).toBe('shown');
  });

  it('watches an element once: what is already waiting or shown is left as it is', () => {
    const watch = inViewWatcher(browser(), revealRule)!;
    const fresh = section();
    watch([fresh, section('waiting'), section('shown')]);
    expect([...observer().watched]).toEqual([fresh]);
  });

  it('expands a title’s rule once a tenth of it is visible', () => {
    const title = document.createElement('h2');
    title.setAttribute('data-expand', 'static');
    inViewWatcher(browser(), expandRule)!([title]);
    expect(observer().options).toEqual({ rootMargin: '0px', threshold: 0.1 });
    see(title, false, 900);
    expect(title.getAttribute('data-expand')).toBe('waiting');
    see(title, true, 700);
    expect(title.getAttribute('data-expand')).toBe('shown');
  });

  it('draws everything as it is with reduced motion', () => {
    const below = section();
    expect(inViewWatcher(browser(true), revealRule)).toBeNull();
    expect(below.getAttribute('data-reveal')).toBe('static');
  });
});
