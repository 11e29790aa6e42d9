import { HANDED_OVER_KEY, handOverOnMoves, MOVE_WINDOW_MS, sendHandedOver } from './field-handover';

/** A window whose Navigation API is an event target the test dispatches moves on. */
function windowWithNavigation() {
  const navigation = new EventTarget();
  let now = 1_000;
  const win = {
    navigation,
    location: new URL('https://www.wraplabchicago.com/locations/evanston'),
    performance: { now: () => now },
  } as unknown as Window;
  const navigate = (url: string, extra: { sameDocument?: boolean; downloadRequest?: string | null } = {}) => {
    const event = Object.assign(new Event('navigate'), {
      destination: { url, sameDocument: extra.sameDocument ?? false },
      downloadRequest: extra.downloadRequest ?? null,
    });
    navigation.dispatchEvent(event);
  };
  return { win, navigate, later: (ms: number) => (now += ms) };
}

describe("a page's field figures on the visitor's way to the next page of the site", () => {
  it('are kept in the tab for that page when the page is left for one of the site', () => {
    const { win, navigate } = windowWithNavigation();
    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const handover = handOverOnMoves(win, store);
    expect(handover.keep('{"before":"any move"}')).toBe(false);
    navigate('https://www.wraplabchicago.com/contact');
    expect(handover.keep('{"a":1}')).toBe(true);
    expect(handover.keep('{"b":2}')).toBe(true);
    expect(JSON.parse(storage.get(HANDED_OVER_KEY) ?? '')).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('leave with the page itself for another site, a download, a move in place, a file or the API, or a hide long after', () => {
    const { win, navigate, later } = windowWithNavigation();
    const store = { getItem: () => null, setItem: vi.fn(), removeItem: vi.fn() };
    const handover = handOverOnMoves(win, store);
    navigate('https://example.com/contact');
    expect(handover.keep('x')).toBe(false);
    navigate('https://www.wraplabchicago.com/contact', { downloadRequest: 'quote.pdf' });
    expect(handover.keep('x')).toBe(false);
    // `<a download>` without a name.
    navigate('https://www.wraplabchicago.com/contact', { downloadRequest: '' });
    expect(handover.keep('x')).toBe(false);
    navigate('https://www.wraplabchicago.com/shop', { sameDocument: true });
    expect(handover.keep('x')).toBe(false);
    navigate('https://www.wraplabchicago.com/sitemap.xml');
    expect(handover.keep('x')).toBe(false);
    navigate('https://www.wraplabchicago.com/api/fieldReport');
    expect(handover.keep('x')).toBe(false);
    navigate('https://www.wraplabchicago.com/contact');
    later(MOVE_WINDOW_MS + 1);
    expect(handover.keep('x')).toBe(false);
    expect(store.setItem).not.toHaveBeenCalled();
  });

  it('leave with the page itself when the tab cannot keep them', () => {
    const { win, navigate } = windowWithNavigation();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const handover = handOverOnMoves(win, full);
    navigate('https://www.wraplabchicago.com/contact');
    expect(handover.keep('x')).toBe(false);
    expect(handOverOnMoves(win, undefined).keep('x')).toBe(false);
  });

  it('are sent by the next page, and one the browser would not queue waits for the page after', () => {
    const storage = new Map([[HANDED_OVER_KEY, JSON.stringify(['{"a":1}', '{"b":2}'])]]);
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const sent: string[] = [];
    sendHandedOver(store, (body) => body === '{"a":1}' && sent.push(body) > 0);
    expect(sent).toEqual(['{"a":1}']);
    expect(storage.get(HANDED_OVER_KEY)).toBe(JSON.stringify(['{"b":2}']));
    sendHandedOver(store, (body) => sent.push(body) > 0);
    expect(sent).toEqual(['{"a":1}', '{"b":2}']);
    expect(storage.has(HANDED_OVER_KEY)).toBe(false);
  });
});
