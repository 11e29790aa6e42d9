import { phone } from '../support/main-pages';
import {
  clippedText,
  defaultColoredLinks,
  hiddenUnderChatLauncher,
  sidewaysScroll,
  undersizedTargets,
} from '../support/page-quality';
import { expect, test } from '../support/test';

// Every main page is checked with these at both widths in `visual.spec.ts`, on the load its picture
// is taken from; here each check is shown to find the problem it looks for.
test('each check finds the problem it looks for', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.setContent(`
    <header><nav><a href="/a" style="font-size:10px">A</a> <a href="/b" style="font-size:10px">B</a></nav></header>
    <p style="width:60px;overflow:hidden;white-space:nowrap">A sentence far too long for its box</p>
    <div style="width:900px">wide</div>
    <a href="/plain">Plain link</a>
    <a href="/under" style="position:fixed;right:20px;bottom:20px">Hidden call</a>
    <p style="position:fixed;right:100px;bottom:10px;margin:0">A heading that ends under the launcher</p>
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
  const underLauncher = ['"Hidden call"', 'text "Hidden call"', 'text "A heading that ends under the launcher"'];
  expect(await hiddenUnderChatLauncher(page)).toEqual(
    ['first view', 'page end'].flatMap((place) => underLauncher.map((problem) => `${problem} (${place})`)),
  );
});
