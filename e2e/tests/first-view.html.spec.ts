import { expect, test } from '@playwright/test';

import { isDrawnFromStoredState, routeTable } from 'shared-contracts/routes/route-table';

/**
 * What each page's HTML tells the start script, for every route (read as text: parsing 58 pages into
 * documents would cost more than the browser tests this replaces): the site's own scripts sit inert in
 * their template, so the start script is the only one a page runs until the visitor acts, and the
 * page names the URL it was drawn for and the stored state that would make it start with the page.
 * The start script's side (it waits for the act, then starts) is proven in a browser on two routes in
 * `first-view.spec.ts`; the decision itself is unit-tested in `shell/.../start-policy.test.ts`.
 */
test('every route runs only the start script until the visitor acts, and checkout starts with the page', async ({
  request,
}) => {
  for (const route of routeTable) {
    const html = await (await request.get(route.example)).text();
    const template = /<template id="site-scripts">([\s\S]*?)<\/template>/.exec(html);
    expect(template?.[1], `${route.example}: the site's scripts in their template`).toMatch(/<script [^>]*src="/);
    // The field-measuring script waits in a template of its own too, for the start script to insert at idle.
    const idle = /<template id="idle-script">([\s\S]*?)<\/template>/.exec(html);
    expect(idle?.[1], `${route.example}: the measuring script in its template`).toMatch(
      /<script [^>]*src="\/start\/idle\.[0-9a-f]+\.js" integrity="sha384-/,
    );
    const running = [
      ...html
        .replace(template?.[0] ?? '', '')
        .replace(idle?.[0] ?? '', '')
        .matchAll(/<script\b[^>]*>/g),
    ]
      .map(([tag]) => tag)
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(
      running.map((tag) => /\ssrc="([^"]*)"/.exec(tag)?.[1]),
      `${route.example}: scripts outside the template`,
    ).toEqual([expect.stringMatching(/^\/start\/start\.[0-9a-f]+\.js$/)]);

    const root = /<html\b[^>]*>/.exec(html)![0];
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1]?.replace(/&amp;/g, '&');
    expect(attribute('data-rendered-url'), route.example).toBe(route.example);
    const fromStoredState = isDrawnFromStoredState(new URL(route.example, 'http://site.test').pathname);
    expect(attribute('data-starts'), route.example).toBe(fromStoredState ? undefined : 'on-intent');
    if (!fromStoredState) {
      expect(attribute('data-stored-state')?.split(' '), route.example).toEqual(
        expect.arrayContaining(['wraplab.cart.v1']),
      );
    }
  }
  expect(routeTable.filter((route) => isDrawnFromStoredState(route.example)).map((route) => route.example)).toContain(
    '/checkout',
  );
});
