// @vitest-environment happy-dom
import type { RemoteProps } from 'shared-contracts/store/remote-props';

import { remoteApplication, type FallbackRenderer } from './remote-application';
import { keepServerHtmlWithUnavailableControls } from './unavailable-controls';

const serverPage = () => {
  const element = document.createElement('div');
  element.innerHTML =
    '<div data-boundary="mfe-shop"><h1>Shop</h1><a href="/shopping/tee" id="link">Tee</a><button type="button" id="add">Add to Cart</button>' +
    '<details><summary id="summary">Sizes</summary>S, M, L</details>' +
    '<label id="chip"><input type="radio" name="category" id="wraps">Wraps</label>' +
    '<form method="post" action="/api/sendEmail"><button id="send">Send</button></form></div>';
  document.body.append(element);
  return element;
};

const press = (element: HTMLElement, id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.querySelector(`#${id}`)!.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('a part whose code cannot load under the page the server drew', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("keeps the server's page: the mount fails, the text stays, no fallback replaces it", async () => {
    const domElement = serverPage();
    const drawn: string[] = [];
    const fallback: FallbackRenderer = (_element, remote) => (drawn.push(remote), () => {});
    const dispatched: unknown[] = [];
    const app = remoteApplication(
      'shop',
      { load: async () => Promise.reject(new Error('connection refused')) },
      fallback,
      { onFailure: () => {} },
    );
    await (app.mount as (p: RemoteProps) => Promise<void>)({
      domElement,
      store: { dispatch: (action: unknown) => dispatched.push(action) },
    } as unknown as RemoteProps);
    expect(domElement.querySelector('h1')?.textContent).toBe('Shop');
    expect(drawn).toEqual([]);
    expect(domElement.dataset.unavailable).toBe('shop');
    expect(press(domElement, 'add')).toBe(true);
    expect(dispatched).toHaveLength(1);
  });

  it('says so when one of its buttons is pressed, and leaves links, details, radio groups and forms that post to the server alone', () => {
    const element = serverPage();
    const toasts: { title: string }[] = [];
    keepServerHtmlWithUnavailableControls(element, 'shop', {
      dispatch: (action: { payload: { title: string } }) => (toasts.push(action.payload), action),
    } as never);
    expect(press(element, 'link')).toBe(false);
    expect(press(element, 'summary')).toBe(false);
    expect(press(element, 'send')).toBe(false);
    expect(press(element, 'chip')).toBe(false);
    expect(press(element, 'wraps')).toBe(false);
    expect(toasts).toEqual([]);
    expect(press(element, 'add')).toBe(true);
    expect(toasts.map((toast) => toast.title)).toEqual(['The shop is unavailable just now']);
  });

  it('stops when the part goes away', () => {
    const element = serverPage();
    const toasts: unknown[] = [];
    const stop = keepServerHtmlWithUnavailableControls(element, 'shop', {
      dispatch: (action: unknown) => toasts.push(action),
    } as never);
    stop();
    expect(press(element, 'add')).toBe(false);
    expect(element.dataset.unavailable).toBeUndefined();
  });
});
