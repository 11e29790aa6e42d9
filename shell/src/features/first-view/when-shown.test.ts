// @vitest-environment happy-dom
import { whenShown } from './when-shown';

describe('the moment a page is shown', () => {
  it('is now for a page loaded as usual', async () => {
    await expect(whenShown(document)).resolves.toBeUndefined();
  });

  it('is the activation for a page the browser prerendered', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    let shown = false;
    const waiting = whenShown(document).then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await waiting;
    expect(shown).toBe(true);
    Reflect.deleteProperty(document, 'prerendering');
  });
});
