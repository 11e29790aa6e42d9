import type { Page } from '@playwright/test';

const cart = {
  lines: [
    {
      id: 'wrap-lab-tee',
      name: 'Wrap Lab Crew Tee',
      description: 'Tee',
      unitPriceCents: 2500,
      quantity: 1,
      category: 'merchandise',
    },
  ],
};
const member = {
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  company: 'Ortiz Plumbing',
  joinDate: '2025-03-01',
  premiumUntil: '2027-03-01',
};

/** A returning member with a T-shirt in the cart, as stored by earlier visits. */
export async function storedVisitor(page: Page) {
  await page.addInitScript(
    ({ storedCart, profile }) => {
      localStorage.setItem('wraplab.cart.v1', storedCart);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('wraplab.member.profile', profile);
    },
    { storedCart: JSON.stringify(cart), profile: JSON.stringify(member) },
  );
}

/** Console messages React or the parts print when hydration does not match the server's HTML. */
const hydrationProblem = /\[hydration\]|hydrat|Minified React error #(418|419|421|422|423|425)/i;

interface LoadWindow {
  layoutShift: number;
  serverSlot: Element | null;
}

/**
 * Resolves once what can still move the first view has arrived: the fonts, every image drawn in the
 * viewport, and two frames painted after them.
 */
async function settledFirstView() {
  await document.fonts.ready;
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
  await Promise.all(
    inView.map((img) =>
      img.complete
        ? undefined
        : new Promise((resolve) =>
            ['load', 'error'].forEach((event) => img.addEventListener(event, resolve, { once: true })),
          ),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Watches one page load: layout shifts from the first paint on, hydration problems in the console,
 * and whether the remote's root element the server drew is still on the page afterwards (hydrated,
 * not redrawn).
 * Read `result()` once the page has hydrated (the test fixture's `goto` waits for that).
 */
export async function measureLoad(page: Page) {
  const hydrationProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && hydrationProblem.test(message.text())) hydrationProblems.push(message.text());
  });
  page.on('pageerror', (error) => hydrationProblems.push(error.message));
  await page.addInitScript(() => {
    const watched = window as unknown as LoadWindow;
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watched.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => (watched.serverSlot = document.querySelector('main [data-boundary]')),
    );
  });
  return {
    /** Forget what earlier navigations of this tab reported. */
    reset() {
      hydrationProblems.length = 0;
    },
    async result() {
      await page.evaluate(settledFirstView);
      const { layoutShift, serverSlotKept } = await page.evaluate(() => {
        const watched = window as unknown as LoadWindow;
        const slot = document.querySelector('main [data-boundary]');
        return {
          layoutShift: watched.layoutShift,
          serverSlotKept: watched.serverSlot !== null && watched.serverSlot === slot,
        };
      });
      return { hydrationProblems, layoutShift, serverSlotKept };
    },
  };
}
