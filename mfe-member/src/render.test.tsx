// @vitest-environment node
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import { headingTexts, renderOnServer, slotProblems } from 'shared-contracts/testing/server-render';

import { paths, render } from './render';

const siteOrigin = 'https://www.wraplabchicago.test';

const renderAt = (url: string) => renderOnServer(render, url, siteOrigin);

describe('the member server render', () => {
  it('draws the login page with its heading, in the member boundary, and declares its metadata', async () => {
    const { html, state, styles } = await renderAt('/login');
    expect(slotProblems(html, 'member')).toEqual([]);
    expect(headingTexts(html)).toEqual(['Member login']);
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
