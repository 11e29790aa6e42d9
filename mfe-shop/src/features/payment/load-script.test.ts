// @vitest-environment jsdom
// jsdom leaves a script element's load or error to the test, which fires it; happy-dom refuses to load it at once.
import { loadScript } from './load-script';

describe('loadScript', () => {
  it('resolves when the script loads and does not add it twice', async () => {
    const pending = loadScript('https://pay.example/sdk.js');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="https://pay.example/sdk.js"]')!;
    script.dispatchEvent(new Event('load'));
    await pending;
    await loadScript('https://pay.example/sdk.js');
    expect(document.head.querySelectorAll('script[src="https://pay.example/sdk.js"]')).toHaveLength(1);
  });

  it('rejects and removes the tag when the script fails, so a retry fetches again', async () => {
    const pending = loadScript('https://pay.example/blocked.js');
    document.head.querySelector('script[src="https://pay.example/blocked.js"]')!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow('failed to load');
    expect(document.head.querySelector('script[src="https://pay.example/blocked.js"]')).toBeNull();
    const retry = loadScript('https://pay.example/blocked.js');
    expect(document.head.querySelectorAll('script[src="https://pay.example/blocked.js"]')).toHaveLength(1);
    document.head.querySelector('script[src="https://pay.example/blocked.js"]')!.dispatchEvent(new Event('load'));
    await retry;
  });
});
