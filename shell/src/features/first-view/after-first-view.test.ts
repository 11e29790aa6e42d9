// @vitest-environment happy-dom
import { afterFirstView } from './after-first-view';

function pageWithHero(complete: boolean) {
  document.body.innerHTML = '<picture><img src="/media/van-1280.avif" fetchpriority="high" alt=""></picture>';
  const hero = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(hero, 'complete', { value: complete });
  return hero;
}

const settled = (promise: Promise<void>) => {
  let state = 'waiting';
  void promise.then(() => (state = 'started'));
  return () => state;
};

describe('the first view before the scripts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('lets the scripts start at once on a page without a large image', async () => {
    document.body.innerHTML = '<h1>Contact</h1>';
    const state = settled(afterFirstView(document));
    await vi.advanceTimersByTimeAsync(20);
    expect(state()).toBe('started');
  });

  it('holds the scripts until the hero image has loaded and been drawn', async () => {
    const hero = pageWithHero(false);
    const state = settled(afterFirstView(document));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state()).toBe('waiting');
    hero.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(20);
    expect(state()).toBe('started');
  });

  it('does not wait for a hero that is already on screen or failed to load', async () => {
    pageWithHero(true);
    const shown = settled(afterFirstView(document));
    await vi.advanceTimersByTimeAsync(20);
    expect(shown()).toBe('started');

    const broken = pageWithHero(false);
    const failed = settled(afterFirstView(document));
    broken.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(20);
    expect(failed()).toBe('started');
  });

  it('starts the scripts anyway when the image is slow', async () => {
    pageWithHero(false);
    const state = settled(afterFirstView(document, 2500));
    await vi.advanceTimersByTimeAsync(2400);
    expect(state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(120);
    expect(state()).toBe('started');
  });
});
