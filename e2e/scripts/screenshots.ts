/**
 * Small pictures of the main pages at phone and desktop width for the README, written to
 * `docs/screenshots/` from the site at http://localhost:8080 (start it with `npm start`):
 * `npm run screenshots -w e2e`. PAGES=/,/shop and OUT=/tmp/shots pick other pages or another folder;
 * FULL=1 takes whole pages.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../support/chromium';
import { desktop, pageName, phone, settleForPicture } from '../support/main-pages';
import { seedCart, tee } from '../support/shop';

/** The README shows these; the visual test covers every main page. */
const readmePages = [
  '/',
  '/services/vehicle-wraps',
  '/contact',
  '/locations',
  '/locations/evanston',
  '/regions/illinois',
  '/wrap-insurance',
  '/blog',
  '/shop',
  '/shop/wrap-lab-tee',
  '/checkout',
  '/login',
  '/about/our-team',
];

const site = process.env.SITE ?? 'http://localhost:8080';
const pages = process.env.PAGES?.split(',') ?? readmePages;
const outDir = process.env.OUT ?? path.resolve(__dirname, '../../docs/screenshots');
const widths = process.env.WIDTHS?.split(',').map(Number) ?? [phone.width, desktop.width];
const heights: Record<number, number> = { [phone.width]: phone.height, [desktop.width]: desktop.height };

/** Images load as they come near the screen, so a whole-page picture scrolls past each of them first. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 120));
    }
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
    scrollTo(0, 0);
  });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const width of widths) {
    // Desktop pictures at three-quarter density keep the files small and the text readable.
    const density = process.env.OUT || width <= phone.width ? 1 : 0.75;
    for (const route of pages) {
      const context = await browser.newContext({
        viewport: { width, height: heights[width] ?? 800 },
        deviceScaleFactor: density,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // Checkout shows a shopper's cart; with none it sends the visitor back to the shop.
      if (route === '/checkout') await seedCart(page, [tee]);
      await page.goto(new URL(route, site).href, { waitUntil: 'load' });
      // A visitor's first move starts the page's scripts, which load the pictures below the fold.
      await page.mouse.move(0, (heights[width] ?? 800) / 2);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      if (process.env.FULL === '1') await scrollThrough(page);
      await settleForPicture(page);
      const file = path.join(outDir, `${pageName(route)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1', animations: 'disabled' });
      console.info(file);
      await context.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
