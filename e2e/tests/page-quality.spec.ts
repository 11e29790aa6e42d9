import AxeBuilder from '@axe-core/playwright';

import { desktop, mainPages, phone } from '../support/main-pages';
import {
  clippedText,
  defaultColoredLinks,
  drawEverything,
  hiddenUnderChatLauncher,
  sidewaysScroll,
  undersizedTargets,
} from '../support/page-quality';
import { seedCart, tee } from '../support/shop';
import { expect, test } from '../support/test';

test.describe('every main page reads well', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of mainPages) {
    test(`${path}: no sideways scroll, targets of 24 px, no clipped text, no default-blue links, nothing under the chat launcher, no serious axe findings`, async ({
      page,
    }) => {
      if (path === '/checkout') await seedCart(page, [tee]);
      const problems: string[] = [];
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await drawEverything(page);
        const at = `${viewport.width} px`;
        if (viewport === phone) problems.push(...(await sidewaysScroll(page)).map((p) => `${at}: ${p}`));
        problems.push(...(await hiddenUnderChatLauncher(page)).map((p) => `${at}: under the chat launcher ${p}`));
        problems.push(...(await undersizedTargets(page)).map((p) => `${at}: target ${p}`));
        problems.push(...(await clippedText(page)).map((p) => `${at}: clipped ${p}`));
        problems.push(...(await defaultColoredLinks(page)).map((p) => `${at}: default-colored link ${p}`));
        if (viewport === phone) {
          // The page is drawn whole above, so axe reads the colors a visitor scrolling through sees.
          const { violations } = await new AxeBuilder({ page }).analyze();
          problems.push(
            ...violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map(
                (violation) =>
                  `${at}: axe ${violation.id} (${violation.impact}) on ${violation.nodes
                    .map((node) => node.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
              ),
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
    <a href="/plain">Plain link</a>
    <a href="/under" style="position:fixed;right:20px;bottom:20px">Hidden call</a>
    <div id="chat-launcher"><button style="position:fixed;right:0;bottom:0;width:120px;height:80px">Chat</button></div>`);
  expect(await sidewaysScroll(page)).toEqual([expect.stringContaining('<div class="">')]);
  expect(await undersizedTargets(page)).toEqual([
    expect.stringMatching(/^"A" is \d+x\d+ px and crowded$/),
    expect.stringMatching(/^"B" is/),
  ]);
  expect(await clippedText(page)).toEqual([expect.stringContaining('"A sentence far too long for its box"')]);
  expect(await defaultColoredLinks(page)).toEqual([
    '"A" (/a)',
    '"B" (/b)',
    '"Plain link" (/plain)',
    '"Hidden call" (/under)',
  ]);
  expect(await hiddenUnderChatLauncher(page)).toEqual(['"Hidden call"']);
});
