// @vitest-environment happy-dom
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { drawNextPagesInView, SETTLED_MS } from './next-pages-in-view';

const observer = () => FakeIntersectionObserver.last!;
const see = (...links: Element[]) => observer().report(links.map((target) => ({ target, isIntersecting: true })));
const lose = (...links: Element[]) => observer().report(links.map((target) => ({ target, isIntersecting: false })));

/** A link at `middle` px from the top of the screen (its box 20 px high). */
function link(href: string, middle: number, attributes: Record<string, string> = {}) {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () => ({ top: middle - 10, height: 20, bottom: middle + 10 }) as DOMRect;
  document.body.append(element);
  return element;
}

const marked = () => [...document.querySelectorAll('a[data-next-page]')].map((element) => element.getAttribute('href'));
const drawn = () =>
  [...document.querySelectorAll('a[data-next-page="prerender"]')].map((element) => element.getAttribute('href'));

function start(speculationRules = true) {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver, innerHeight: 800 });
  HTMLScriptElement.supports = (type: string) => speculationRules && type === 'speculationrules';
  drawNextPagesInView(window, document);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/locations/evanston');
});
afterEach(() => vi.useRealTimers());

describe('next pages drawn where the visitor reads', () => {
  it('marks the four pages nearest the middle of the screen once it has been still, the nearest to be drawn', () => {
    const links = [
      link('/services/vehicle-wraps', 20),
      link('/contact', 420),
      link('/locations/skokie', 300),
      link('/blog', 560),
      link('/gallery', 200),
      link('/about', 790),
    ];
    start();
    see(...links);
    vi.advanceTimersByTime(SETTLED_MS - 1);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(marked()).toEqual(['/contact', '/locations/skokie', '/blog', '/gallery']);
    expect(drawn()).toEqual(['/contact']);
  });

  it('counts pages, not links: a second link to a chosen page is marked too', () => {
    link('/contact', 400);
    link('/contact', 350);
    link('/locations/skokie', 500);
    link('/blog', 560);
    link('/gallery', 600);
    link('/about', 700);
    start();
    see(...observer().watched);
    vi.advanceTimersByTime(SETTLED_MS);
    expect(marked()).toEqual(['/contact', '/contact', '/locations/skokie', '/blog', '/gallery']);
    expect(drawn()).toEqual(['/contact', '/contact']);
  });

  it("keeps only the pressed page's mark when its page is not the one drawn, and every mark for the drawn one or a scroll", () => {
    const nearest = link('/contact', 400);
    const fetchedOnly = link('/blog', 430);
    for (const href of ['/gallery', '/locations/skokie', '/about']) link(href, 600);
    start();
    see(...observer().watched);
    vi.advanceTimersByTime(SETTLED_MS);
    expect(drawn()).toEqual(['/contact']);
    nearest.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(marked()).toHaveLength(4);
    // A finger put down to scroll presses no link.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(marked()).toHaveLength(4);
    fetchedOnly.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(marked()).toEqual(['/blog']);
  });

  it('takes the mark off a link that leaves the screen, once the screen is still again', () => {
    const contact = link('/contact', 400);
    const skokie = link('/locations/skokie', 500);
    start();
    see(contact, skokie);
    vi.advanceTimersByTime(SETTLED_MS);
    expect(drawn()).toEqual(['/contact']);
    lose(contact);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SETTLED_MS);
    expect(marked()).toEqual(['/locations/skokie']);
    expect(drawn()).toEqual(['/locations/skokie']);
  });

  it('waits while the visitor scrolls: a screen passed on the way is not read', () => {
    const contact = link('/contact', 400);
    start();
    see(contact);
    for (let step = 0; step < 5; step++) {
      vi.advanceTimersByTime(SETTLED_MS / 2);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(SETTLED_MS);
    expect(marked()).toEqual(['/contact']);
  });

  it('never watches this page, other sites, downloads, new tabs or pages never fetched ahead', () => {
    const watched = [
      link('/locations/evanston', 400),
      link('https://example.com/contact', 400),
      link('/contact', 400, { download: '' }),
      link('/contact', 400, { target: '_blank' }),
      link('/checkout', 400),
      link('/api/quote', 400),
      link('/media/hero.webp', 400),
    ];
    const shop = link('/shopping', 400);
    start();
    expect([...observer().watched]).toEqual([shop]);
    expect(watched.some((element) => observer().watched.has(element))).toBe(false);
  });

  it('watches links a page draws later', async () => {
    start();
    const later = document.createElement('section');
    later.append(link('/shopping/wrap-lab-tee', 400));
    document.body.append(later);
    await vi.waitFor(() => expect(observer().watched.size).toBe(1));
  });

  it('does nothing where the browser has no speculation rules', () => {
    link('/contact', 400);
    FakeIntersectionObserver.last = undefined;
    start(false);
    expect(FakeIntersectionObserver.last).toBeUndefined();
  });
});
