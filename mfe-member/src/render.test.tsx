// @vitest-environment node
import { ServerStyleSheet } from 'styled-components';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import { createServerStore, headingTexts } from 'shared-contracts/testing/server-render';
import { paths, render } from './render';

const siteOrigin = 'https://www.wraplabchicago.test';

async function renderAt(url: string) {
  const { store, rootReducer } = createServerStore();
  const sheet = new ServerStyleSheet();
  try {
    const html = await render({ url, store, rootReducer, sheet, siteOrigin });
    return { html, state: store.getState(), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('the member server render', () => {
  it('draws the login page with its heading, in the member boundary, and declares its metadata', async () => {
    const { html, state, styles } = await renderAt('/login');
    expect(html).toContain('data-boundary="mfe-member"');
    // The content is in place: no pending Suspense boundary and no inline script to move it in.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<script/i);
    expect(headingTexts(html)).toEqual(['Member Login']);
    expect(state.page.meta?.title).toBe('Member Login | Wrap Lab Chicago');
    expect(state.page.meta?.canonical).toBe('/login');
    expect(state.page.meta?.noindex).toBe(true);
    expect(styles).toContain('data-styled');
  });

  it('renders as nobody signed in: the server has no local storage', async () => {
    const { state } = await renderAt('/login');
    expect(state.session).toEqual({ signedIn: false, profile: null });
  });

  it('lists each of its routes once, with no data routes', () => {
    expect(paths()).toEqual(routesOwnedBy('member').map((route) => route.pattern));
  });
});
