// @vitest-environment happy-dom
import { remoteIntegrityPlugin } from './remote-integrity';

const remotes = {
  marketing: 'http://localhost:3001/1.0.0-aaa/mf-manifest.json',
  locations: 'http://localhost:3002/1.0.0-bbb/mf-manifest.json',
  shop: 'http://localhost:3003/1.0.0-ccc/mf-manifest.json',
  member: 'http://localhost:3004/1.0.0-ddd/mf-manifest.json',
  chat: 'http://localhost:3005/1.0.0-eee/mf-manifest.json',
};
const integrity = {
  marketing: 'sha384-m',
  locations: 'sha384-l',
  shop: 'sha384-shop-manifest',
  member: 'sha384-u',
  chat: 'sha384-c',
};
const shopManifest = {
  name: 'mfe_shop',
  integrity: { 'remoteEntry.js': 'sha384-shop-entry', '__federation_expose_app.0123456789.js': 'sha384-shop-app' },
};

function plugin() {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return Response.json(shopManifest);
  }) as typeof fetch;
  const hooks = remoteIntegrityPlugin({ remotes, integrity }, fetchImpl);
  const fetchManifest = (url: string) =>
    (hooks.fetch as (url: string, init: RequestInit) => Promise<Response | undefined>)(url, {});
  const createScript = (url: string, attrs?: Record<string, unknown>) =>
    (hooks.createScript as (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement)({
      url,
      attrs,
    });
  return { requests, fetchManifest, createScript };
}

describe('the remote integrity plugin', () => {
  it('fetches a remote manifest with the SHA-384 the page names for it', async () => {
    const { requests, fetchManifest } = plugin();
    const response = await fetchManifest(remotes.shop);
    expect(await response!.json()).toEqual(shopManifest);
    expect(requests).toEqual([
      { url: remotes.shop, init: { integrity: 'sha384-shop-manifest', mode: 'cors', credentials: 'omit' } },
    ]);
  });

  it('leaves other fetches to the runtime', async () => {
    const { requests, fetchManifest } = plugin();
    expect(await fetchManifest('http://localhost:3003/1.0.0-zzz/mf-manifest.json')).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it("puts the recorded hash and crossorigin on the entry and chunks of a verified manifest, keeping the runtime's attributes", async () => {
    const { fetchManifest, createScript } = plugin();
    await fetchManifest(remotes.shop);
    const entry = createScript('http://localhost:3003/1.0.0-ccc/remoteEntry.js', {
      fetchpriority: 'high',
      async: true,
    });
    expect(entry.getAttribute('src')).toBe('http://localhost:3003/1.0.0-ccc/remoteEntry.js');
    expect(entry.getAttribute('integrity')).toBe('sha384-shop-entry');
    expect(entry.getAttribute('crossorigin')).toBe('anonymous');
    expect(entry.getAttribute('fetchpriority')).toBe('high');
    expect(entry.async).toBe(true);
    expect(
      createScript('http://localhost:3003/1.0.0-ccc/__federation_expose_app.0123456789.js').getAttribute('integrity'),
    ).toBe('sha384-shop-app');
  });

  it('inserts no script that no verified manifest names', async () => {
    const { fetchManifest, createScript } = plugin();
    expect(() => createScript('http://localhost:3003/1.0.0-ccc/remoteEntry.js')).toThrow(
      "is in no remote release's record",
    );
    await fetchManifest(remotes.shop);
    expect(() => createScript('https://evil.test/remoteEntry.js')).toThrow(
      "https://evil.test/remoteEntry.js is in no remote release's record, so it is not loaded",
    );
    expect(() => createScript('http://localhost:3004/1.0.0-ddd/remoteEntry.js')).toThrow(
      "is in no remote release's record",
    );
  });
});

describe('a refused remote file', () => {
  /** A fetch that fails every request made with `integrity` (as the browser does on a mismatch), and answers `body` otherwise. */
  function refusingPlugin(body: string | undefined) {
    const refused: string[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.integrity || body === undefined) throw new TypeError('Failed to fetch');
      return new Response(body);
    }) as typeof fetch;
    const hooks = remoteIntegrityPlugin({ remotes, integrity }, fetchImpl, (remote) => refused.push(remote));
    const fetchManifest = (url: string) =>
      (hooks.fetch as (url: string, init: RequestInit) => Promise<Response | undefined>)(url, {});
    return { refused, fetchManifest, fetchImpl };
  }

  it('is reported as an integrity refusal of its remote when its bytes arrive but are not the recorded ones', async () => {
    const { refused, fetchManifest, fetchImpl } = refusingPlugin('{"name":"mfe_shop","changed":true}');
    await expect(fetchManifest(remotes.shop)).rejects.toThrow('Failed to fetch');
    await vi.waitFor(() => expect(refused).toEqual(['shop']));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('is not reported as one when it did not arrive at all (the network, not the release)', async () => {
    const { refused, fetchManifest, fetchImpl } = refusingPlugin(undefined);
    await expect(fetchManifest(remotes.shop)).rejects.toThrow('Failed to fetch');
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(refused).toEqual([]);
  });
});
