import { expect, test } from '@playwright/test';

import { isDrawnFromStoredState, routeTable } from 'shared-contracts/routes/route-table';

import { serverPage } from '../support/server-page';

/**
 * What each page's HTML tells the start script, for every route: the site's own scripts sit inert in
 * their template, so the start script is the only one a page runs until the visitor acts, and the
 * page names the URL it was drawn for and the stored state that would make it start with the page.
 * The start script's side (it waits for the act, then starts) is proven in a browser on two routes in
 * `first-view.spec.ts`; the decision itself is unit-tested in `shell/.../start-policy.test.ts`.
 */
test('every route runs only the start script until the visitor acts, and checkout starts with the page', async ({
  request,
}) => {
  for (const route of routeTable) {
    const { document } = await serverPage(request, route.example);
    const running = [...document.querySelectorAll('script')].filter(
      (script) => !script.closest('template') && !/^application\/(ld\+)?json$/.test(script.type),
    );
    expect(
      running.map((script) => script.getAttribute('src')),
      `${route.example}: scripts outside the template`,
    ).toEqual([expect.stringMatching(/^\/start\/start\.[0-9a-f]+\.js$/)]);
    const siteScripts = document.querySelector<HTMLTemplateElement>('template#site-scripts');
    expect(
      [...(siteScripts?.content.querySelectorAll('script[src]') ?? [])].length,
      `${route.example}: the site's scripts in their template`,
    ).toBeGreaterThan(0);

    const html = document.documentElement;
    expect(html.getAttribute('data-rendered-url'), route.example).toBe(route.example);
    const fromStoredState = isDrawnFromStoredState(new URL(route.example, 'http://site.test').pathname);
    expect(html.getAttribute('data-starts'), route.example).toBe(fromStoredState ? null : 'on-intent');
    if (!fromStoredState) {
      expect(html.getAttribute('data-stored-state')?.split(' '), route.example).toEqual(
        expect.arrayContaining(['wraplab.cart.v1']),
      );
    }
  }
  expect(routeTable.filter((route) => isDrawnFromStoredState(route.example)).map((route) => route.example)).toContain(
    '/checkout',
  );
});
