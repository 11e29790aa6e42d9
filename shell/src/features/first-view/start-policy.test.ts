import { memoryStorage } from 'shared-contracts/store/persisted';

import { firstIntent, startMoment } from './start-policy';

function pageRenderedFor(url: string, attributes: Record<string, string>) {
  window.history.replaceState({}, '', '/about');
  const html = document.documentElement;
  for (const name of [...html.getAttributeNames()]) html.removeAttribute(name);
  html.setAttribute('data-rendered-url', url);
  for (const [name, value] of Object.entries(attributes)) html.setAttribute(name, value);
}

const waitsForVisitor = { 'data-starts': 'on-intent', 'data-stored-state': 'wraplab.cart.v1 isLoggedIn' };

describe("when the site's scripts start", () => {
  it('waits for the visitor on a page its HTML fully draws', () => {
    pageRenderedFor('/about', waitsForVisitor);
    expect(startMoment(document, memoryStorage())).toBe('on-intent');
  });

  it('starts with the page when the browser stores a cart or a sign-in the page shows', () => {
    pageRenderedFor('/about', waitsForVisitor);
    expect(startMoment(document, memoryStorage({ 'wraplab.cart.v1': '{"lines":[]}' }))).toBe('with-the-page');
    expect(startMoment(document, memoryStorage({ isLoggedIn: 'true' }))).toBe('with-the-page');
  });

  it('starts with the page where the server drew only the frame, or for another URL', () => {
    pageRenderedFor('/about', {});
    expect(startMoment(document, memoryStorage())).toBe('with-the-page');
    pageRenderedFor('/about?ref=mail', waitsForVisitor);
    expect(startMoment(document, memoryStorage())).toBe('with-the-page');
  });

  it('waits for the visitor when storage cannot be read: nothing stored to show', () => {
    pageRenderedFor('/about', waitsForVisitor);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(startMoment(document, refusing)).toBe('on-intent');
    expect(startMoment(document, undefined)).toBe('on-intent');
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'])(
    'takes %s as the visitor acting',
    async (type) => {
      let acted = false;
      const intent = firstIntent(window).then(() => (acted = true));
      await Promise.resolve();
      expect(acted).toBe(false);
      window.dispatchEvent(new Event(type));
      await intent;
      expect(acted).toBe(true);
    },
  );
});
