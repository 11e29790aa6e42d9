import { drawsInPlace, movesInPlace, prepareMove } from 'shared-contracts/routing/next-page';

const holding = (ready: (path: string) => boolean, preload = (_path: string) => undefined as void) => ({
  ready,
  preload,
});

const at = (path: string) => {
  const url = new URL(path, 'https://wraplab.test');
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search };
};

describe('how a link moves to its page', () => {
  it("is a document navigation to another remote's page, even when that remote is mounted", () => {
    const leaveShop = drawsInPlace(
      'shop',
      holding(() => true),
    );
    const leaveMarketing = drawsInPlace(
      'marketing',
      holding(() => true),
    );
    expect(movesInPlace('/contact', at('/shopping/wrap-lab-tee'))).toBe(false);
    expect(movesInPlace('/regions/illinois', at('/'))).toBe(false);
    leaveShop();
    leaveMarketing();
  });

  it('stays in the page inside the remote on screen when that remote holds the next page', () => {
    const leave = drawsInPlace(
      'shop',
      holding((path) => path === '/shopping/wrap-lab-tee'),
    );
    expect(movesInPlace('/shopping/wrap-lab-tee', at('/shopping'))).toBe(true);
    expect(movesInPlace('/shopping/vinyl-squeegee', at('/shopping'))).toBe(false);
    leave();
    expect(movesInPlace('/shopping/wrap-lab-tee', at('/shopping'))).toBe(false);
  });

  it('leaves anchors, other sites, the not-found page and unparsable links to the browser', () => {
    const leave = drawsInPlace(
      'marketing',
      holding(() => true),
    );
    expect(movesInPlace('#faq', at('/services/vehicle-wraps'))).toBe(false);
    expect(movesInPlace('https://example.com/contact', at('/'))).toBe(false);
    expect(movesInPlace('/no-such-page', at('/'))).toBe(false);
    expect(movesInPlace('http://[', at('/'))).toBe(false);
    expect(movesInPlace('/contact?subject=fleet', at('/contact'))).toBe(true);
    leave();
  });

  it('keeps a remote registered by an earlier mount only until that mount leaves', () => {
    const first = drawsInPlace(
      'locations',
      holding(() => false),
    );
    const second = drawsInPlace(
      'locations',
      holding(() => true),
    );
    first();
    expect(movesInPlace('/locations/evanston', at('/locations'))).toBe(true);
    second();
    expect(movesInPlace('/locations/evanston', at('/locations'))).toBe(false);
  });

  it('fetches the page of a link the visitor is about to follow, only inside the remote on screen', () => {
    const asked: string[] = [];
    const leave = drawsInPlace(
      'shop',
      holding(
        (path) => path === '/shopping',
        (path) => void asked.push(path),
      ),
    );
    prepareMove('/shopping/wrap-lab-tee', at('/shopping'));
    prepareMove('/shopping', at('/shopping'));
    prepareMove('/contact', at('/shopping'));
    expect(asked).toEqual(['/shopping/wrap-lab-tee']);
    leave();
  });
});
