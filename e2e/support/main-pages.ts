import type { Page } from '@playwright/test';

/** The site's main pages, as a visitor meets them. */
export const mainPages = [
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
] as const;

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** A file-name-safe name for a page's path: `/` is `home`, `/shop/wrap-lab-tee` is `shop-wrap-lab-tee`. */
export const pageName = (path: string) => path.replace(/^\/$/, '/home').slice(1).replace(/\//g, '-');

/** Wait until the view is still: parts that load after hydration in, the brand face drawn and every image on screen decoded. */
export async function settleForPicture(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
    await Promise.all(onScreen.map((img) => (img.complete ? Promise.resolve() : img.decode().catch(() => undefined))));
  });
}
