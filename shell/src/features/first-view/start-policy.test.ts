// @vitest-environment happy-dom
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

  function actsOn(type: string, markup: string, init: PointerEventInit = {}) {
    document.body.innerHTML = markup;
    const target = document.querySelector('[data-target]') ?? document.body;
    let acted = false;
    const intent = firstIntent(window).then(() => (acted = true));
    const event = type.startsWith('pointer')
      ? new PointerEvent(type, { bubbles: true, ...init })
      : new Event(type, { bubbles: true });
    target.dispatchEvent(event);
    return intent.then(() => acted);
  }

  it.each([
    ['touchstart', '<button data-target>Add to Cart</button>'],
    ['pointerdown', '<details><summary data-target>FAQ</summary></details>'],
    ['focusin', '<form><input data-target name="name"></form>'],
    ['keydown', '<textarea data-target></textarea>'],
    ['touchstart', '<button popovertarget="menu"><span data-target>Menu</span></button>'],
    ['touchstart', '<label data-target>M <input type="radio" name="size"></label>'],
  ])('takes %s on a control (%s) as the visitor acting', async (type, markup) => {
    await expect(actsOn(type, markup)).resolves.toBe(true);
  });

  it('takes a mouse that moves as the visitor acting', async () => {
    await expect(actsOn('pointermove', '<p data-target>Text</p>', { pointerType: 'mouse' })).resolves.toBe(true);
  });

  it.each([
    ['scroll', '<p data-target>Text</p>'],
    ['wheel', '<p data-target>Text</p>'],
    ['touchstart', '<p data-target>Text being scrolled</p>'],
    ['touchstart', '<a data-target href="/contact">Contact</a>'],
    ['focusin', '<a data-target href="/contact">Contact</a>'],
    ['keydown', '<main tabindex="-1"><p data-target>Text</p></main>'],
    ['pointermove', '<p data-target>Text</p>'],
  ])('takes %s on %s as reading, not acting', async (type, markup) => {
    let acted = false;
    document.body.innerHTML = markup;
    void firstIntent(window).then(() => (acted = true));
    const target = document.querySelector('[data-target]')!;
    target.dispatchEvent(
      type === 'pointermove'
        ? new PointerEvent(type, { bubbles: true, pointerType: 'touch' })
        : new Event(type, { bubbles: true }),
    );
    await Promise.resolve();
    expect(acted).toBe(false);
  });
});
