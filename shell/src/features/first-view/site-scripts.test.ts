// @vitest-environment jsdom
// jsdom leaves a script element's load or error to the test, which fires it; happy-dom refuses to load it at once.
import { insertSiteScripts, SITE_STARTED_EVENT } from './site-scripts';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe("the site's scripts, inert until the start script inserts them", () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<template id="site-scripts"><script src="/main.0123456789.js" integrity="sha384-abc" crossorigin="anonymous"></script></template>';
  });

  it('inserts each script with its integrity and resolves once the site says it has started', async () => {
    const started = settled(insertSiteScripts(document));
    const inserted = document.body.querySelector(':scope > script') as HTMLScriptElement;
    expect(inserted.getAttribute('src')).toBe('/main.0123456789.js');
    expect(inserted.getAttribute('integrity')).toBe('sha384-abc');
    expect(inserted.getAttribute('crossorigin')).toBe('anonymous');
    await Promise.resolve();
    expect(started()).toBe(false);
    document.dispatchEvent(new Event(SITE_STARTED_EVENT));
    await Promise.resolve();
    expect(started()).toBe(true);
  });

  it('resolves when a script cannot load, so held presses are let go', async () => {
    const started = settled(insertSiteScripts(document));
    (document.body.querySelector(':scope > script') as HTMLScriptElement).dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(started()).toBe(true);
  });
});
