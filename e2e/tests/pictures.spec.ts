import type { Page } from '@playwright/test';

import { desktop, phone } from '../support/main-pages';
import { imagesBehindText, loudPicturesBehindText, neighboursSharingAPicture } from '../support/pictures';
import { expect, test } from '../support/test';

/**
 * Pages beyond the main ones whose heroes once drew a customer's lettering or a large tool behind the
 * headline (a service hero's twelve backgrounds are all in its page, so every one is checked); the
 * main pages are checked at both widths on the loads of `visual.spec.ts`.
 */
const pages = [
  '/services',
  '/services/paint-protection-film',
  '/services/commercial-fleet-wraps',
  '/templates/trucks',
  '/warranty',
  '/resources',
  '/resources/vinyl-wrap-care-guide',
  '/industries/construction',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('pictures behind text', () => {
  for (const path of pages) {
    test(`${path}: no picture under its text carries lettering or a tool drawn large`, async ({ page }) => {
      const loud = new Set<string>();
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        for (const id of await loudPicturesBehindText(page)) loud.add(`${id} at ${viewport.width}px`);
      }
      expect([...loud], `${path}: pictures under text with lettering or a large tool`).toEqual([]);
    });
  }

  test('the check finds a hero picture under its headline, so an empty result means something', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/testimonials');
    await settle(page);
    const behind = await imagesBehindText(page);
    expect(behind.length).toBeGreaterThan(0);
    expect(behind).not.toContain('hvac-van-wrap');
  });
});

// The main pages are checked at both widths on the loads of `visual.spec.ts`.
test.describe('neighbouring cards', () => {
  for (const path of ['/services']) {
    test(`${path}: no two neighbouring cards share a picture`, async ({ page }) => {
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        expect(await neighboursSharingAPicture(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
    });
  }
});

test('the neighbour check flags two cards side by side with one picture', async ({ page }) => {
  await page.setContent(`<ul style="display:grid;grid-template-columns:1fr 1fr;gap:16px;list-style:none">
    ${['fleet-vans', 'fleet-vans', 'ppf-install'].map((id) => `<li><img data-media-id="${id}" width="200" height="120" alt=""><h3>${id}</h3></li>`).join('')}
  </ul>`);
  expect(await neighboursSharingAPicture(page)).toEqual(['fleet-vans']);
});
