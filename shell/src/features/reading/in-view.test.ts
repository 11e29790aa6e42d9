// @vitest-environment happy-dom
import { expandRule, inViewWatcher, revealRule } from './in-view';

/** Stands in for the browser's observer: the test says what each element's box is and whether it crossed the line. */
class FakeObserver {
  static last: FakeObserver;
  watched = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  see(target: Element, isIntersecting: boolean, top: number) {
    this.report([{ target, isIntersecting, boundingClientRect: { top, bottom: top + 100 } as DOMRectReadOnly }]);
  }
}

function browser(reducedMotion = false) {
  return Object.assign(window, {
    IntersectionObserver: FakeObserver,
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
    expect(FakeObserver.last.options).toEqual({ rootMargin: '0px 0px -15% 0px', threshold: 0 });
    FakeObserver.last.see(below, false, 1200);
    expect(below.getAttribute('data-reveal')).toBe('waiting');
    FakeObserver.last.see(below, true, 600);
    expect(below.getAttribute('data-reveal')).toBe('shown');
    expect(FakeObserver.last.watched.has(below)).toBe(false);
  });

  it('never hides a section already on screen, even below its line', () => {
    const onScreen = section();
    inViewWatcher(browser(), revealRule)!([onScreen]);
    FakeObserver.last.see(onScreen, false, 750);
    expect(onScreen.getAttribute('data-reveal')).toBe('shown');
  });

  it('watches an element once: what is already waiting or shown is left as it is', () => {
    const watch = inViewWatcher(browser(), revealRule)!;
    const fresh = section();
    watch([fresh, section('waiting'), section('shown')]);
    expect([...FakeObserver.last.watched]).toEqual([fresh]);
  });

  it('expands a title’s rule once a tenth of it is visible', () => {
    const title = document.createElement('h2');
    title.setAttribute('data-expand', 'static');
    inViewWatcher(browser(), expandRule)!([title]);
    expect(FakeObserver.last.options).toEqual({ rootMargin: '0px', threshold: 0.1 });
    FakeObserver.last.see(title, false, 900);
    expect(title.getAttribute('data-expand')).toBe('waiting');
    FakeObserver.last.see(title, true, 700);
    expect(title.getAttribute('data-expand')).toBe('shown');
  });

  it('draws everything as it is with reduced motion', () => {
    const below = section();
    expect(inViewWatcher(browser(true), revealRule)).toBeNull();
    expect(below.getAttribute('data-reveal')).toBe('static');
  });
});
