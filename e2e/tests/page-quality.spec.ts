import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { clippedText, defaultColouredLinks, sidewaysScroll, undersizedTargets } from '../support/page-quality';
import { seedCart, tee } from '../support/shop';

/** The site's main pages, as a visitor meets them. */
const mainPages = [
  '/',
  '/services/vehicle-wraps',
  '/contact',
  '/gallery',
  '/locations',
  '/locations/evanston',
  '/regions/illinois',
  '/wrap-insurance',
  '/training-classes',
  '/blog',
  '/blog/ceramic-coating-vs-wax',
  '/case-studies',
  '/case-studies/chicago-plumbing-fleet',
  '/about',
  '/testimonials',
  '/print-ship',
  '/shop',
  '/shop/wrap-lab-tee',
  '/checkout',
  '/login',
  '/register',
];

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

test.describe('every main page reads well', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of mainPages) {
    test(`${path}: no sideways scroll, targets of 24 px, no clipped text, no default-blue links, no serious axe findings`, async ({ page }) => {
      if (path === '/checkout') await seedCart(page, [tee]);
      const problems: string[] = [];
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const at = `${viewport.width} px`;
        if (viewport === phone) problems.push(...(await sidewaysScroll(page)).map((p) => `${at}: ${p}`));
        problems.push(...(await undersizedTargets(page)).map((p) => `${at}: target ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `${at}: clipped ${p}`));
        problems.push(...(await defaultColouredLinks(page)).map((p) => `${at}: default-coloured link ${p}`));
        if (viewport === phone) {
          const { violations } = await new AxeBuilder({ page }).analyze();
          problems.push(
            ...violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map((violation) => `${at}: axe ${violation.id} (${violation.impact}) on ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`),
          );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test('each check finds the problem it looks for', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.setContent(`
    <header><nav><a href="/a" style="font-size:10px">A</a> <a href="/b" style="font-size:10px">B</a></nav></header>
    <p style="width:60px;overflow:hidden;white-space:nowrap">A sentence far too long for its box</p>
    <div style="width:900px">wide</div>
    <a href="/plain">Plain link</a>`);
  expect(await sidewaysScroll(page)).toEqual([expect.stringContaining('<div class="">')]);
  expect(await undersizedTargets(page)).toEqual([expect.stringMatching(/^"A" is \d+x\d+ px and crowded$/), expect.stringMatching(/^"B" is/)]);
  expect(await clippedText(page)).toEqual([expect.stringContaining('"A sentence far too long for its box"')]);
  expect(await defaultColouredLinks(page)).toEqual(['"A" (/a)', '"B" (/b)', '"Plain link" (/plain)']);
});
