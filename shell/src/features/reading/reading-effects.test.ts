// @vitest-environment happy-dom
import { readingEffects } from './reading-effects';

/** Records what the browser's observer is asked to watch; the test says when an element is reached. */
type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
const watched: Element[] = [];
const reportTo = new Map<Element, Report>();
class RecordingObserver {
  constructor(readonly report: Report) {}
  observe(element: Element) {
    watched.push(element);
    reportTo.set(element, this.report);
  }
  unobserve() {}
  disconnect() {}
}

describe('the reading effects', () => {
  it('watches the sections and titles of the page, and those a page drawn in place adds later', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    document.body.innerHTML =
      '<div id="site-header"><header data-compact="false"></header></div><main><div data-reveal="static"><h2 data-expand="static">Services</h2></div></main>';
    readingEffects(window, document);
    expect(watched.map((element) => element.tagName)).toEqual(['DIV', 'H2']);

    const drawn = document.createElement('section');
    drawn.innerHTML = '<div data-reveal="static">Reviews</div>';
    document.querySelector('main')!.replaceChildren(drawn);
    await vi.waitFor(() => expect(watched).toHaveLength(3));
    reportTo.get(watched[2]!)!([
      { target: watched[2], isIntersecting: true, boundingClientRect: { top: 0, bottom: 100 } as DOMRectReadOnly },
    ]);
    expect(drawn.querySelector('[data-reveal]')).toHaveAttribute('data-reveal', 'shown');
    vi.unstubAllGlobals();
  });
});
