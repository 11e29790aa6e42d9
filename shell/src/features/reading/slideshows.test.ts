// @vitest-environment happy-dom
import { START_WANTED_EVENT } from '../first-view';
import { startWhenSlideshowWatched } from './slideshows';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => {};
class FakeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

function pageWithSlideshow(html = '<button data-rotates="5000">Pause</button>') {
  document.body.innerHTML = html;
  const wanted = vi.fn();
  window.addEventListener(START_WANTED_EVENT, wanted);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  startWhenSlideshowWatched(window, document);
  return { control: document.querySelector('button')!, wanted };
}

describe('a slideshow a reader keeps in view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the site once it has been in view as long as it takes to turn', () => {
    const { control, wanted } = pageWithSlideshow();
    report([{ target: control, isIntersecting: true }]);
    vi.advanceTimersByTime(4_999);
    expect(wanted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(wanted).toHaveBeenCalledOnce();
  });

  it('asks for nothing when the reader scrolls past it first', () => {
    const { control, wanted } = pageWithSlideshow();
    report([{ target: control, isIntersecting: true }]);
    vi.advanceTimersByTime(3_000);
    report([{ target: control, isIntersecting: false }]);
    vi.advanceTimersByTime(10_000);
    expect(wanted).not.toHaveBeenCalled();
  });

  it('asks once when two slideshows are in view, the first to turn asking', () => {
    const { wanted } = pageWithSlideshow(
      '<button data-rotates="5000">Pause</button><button data-rotates="6000">Pause</button>',
    );
    const [first, second] = document.querySelectorAll('button');
    report([
      { target: first!, isIntersecting: true },
      { target: second!, isIntersecting: true },
    ]);
    vi.advanceTimersByTime(20_000);
    expect(wanted).toHaveBeenCalledOnce();
  });

  it('stops waiting once something else has asked for the site', () => {
    const { control, wanted } = pageWithSlideshow();
    report([{ target: control, isIntersecting: true }]);
    window.dispatchEvent(new Event(START_WANTED_EVENT));
    vi.advanceTimersByTime(10_000);
    expect(wanted).toHaveBeenCalledOnce();
  });
});
