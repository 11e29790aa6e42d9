import { readFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath, playwrightDisabledFeatures } from '../support/chromium';
import { expect, test } from '../support/test';

const disabledFeatures = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .find((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',');

test("the suite's Chromium repeats every feature Playwright itself switches off, which its own list replaces", async () => {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    expect(disabledFeatures(server.process().pid!)).toEqual(playwrightDisabledFeatures);
  } finally {
    await server.close();
  }
});

test("a new visitor's context opens its page and no hidden browser pages", async ({ browser, page }) => {
  await page.goto('/about');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
  await session.detach();
});
