// @vitest-environment happy-dom
import { prefetchSiteFiles, whenIdle } from './prefetch';

describe('fetching the start before it is needed', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("prefetches the site's scripts, with their integrity, and the remote files the render job named, running none", () => {
    document.body.innerHTML =
      '<template id="site-scripts"><script src="/main.1.js" integrity="sha384-abc" crossorigin="anonymous"></script></template>' +
      '<template id="site-prefetch"><link rel="prefetch" href="http://shop.test/r1/remoteEntry.js" crossorigin="anonymous"></template>';
    expect(prefetchSiteFiles(document)).toBe(2);
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('integrity'),
        link.getAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['prefetch', '/main.1.js', 'sha384-abc', 'anonymous'],
      ['prefetch', 'http://shop.test/r1/remoteEntry.js', null, 'anonymous'],
    ]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('prefetches nothing on a page without hints', () => {
    expect(prefetchSiteFiles(document)).toBe(0);
  });

  it('waits for the browser to be idle, or goes on at once where it cannot tell', async () => {
    const idle: (() => void)[] = [];
    const win = { requestIdleCallback: (callback: () => void) => idle.push(callback), setTimeout } as unknown as Window;
    let done = false;
    const waiting = whenIdle(win).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    idle[0]!();
    await waiting;
    expect(done).toBe(true);
    await whenIdle({ setTimeout } as unknown as Window);
  });
});
