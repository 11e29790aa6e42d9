/**
 * The controls the first-tap report presses, one page each, and how each shows its answer on screen.
 * `answered` runs in the page, once per frame after the tap: true once the answer is drawn.
 */
export interface Control {
  name: string;
  path: string;
  /** Where the control is (a Playwright selector; the first match). */
  target: string;
  /** Tapped on a desktop-wide window (the mega-menus live there); otherwise Lighthouse's 412 px phone. */
  desktop?: boolean;
  answered: string;
  /** Typed right after the tap; the answer is then the key's character in the field. */
  types?: string;
  /** The budget for the answer (the "must show"). */
  budgetMs: number;
}

const visible = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && el.checkVisibility(); })()`;

export const controls: readonly Control[] = [
  {
    name: 'mobile menu',
    path: '/',
    target: 'button[popovertarget="mobile-menu"]',
    answered: visible('#mobile-menu:popover-open'),
    budgetMs: 100,
  },
  {
    name: 'services mega-menu',
    path: '/',
    desktop: true,
    target: 'button[popovertarget="menu-services"]',
    answered: visible('#menu-services:popover-open'),
    budgetMs: 100,
  },
  {
    name: 'service FAQ item',
    path: '/services/vehicle-wraps',
    target: 'main details:nth-of-type(2) > summary',
    answered: visible('main details:nth-of-type(2)[open] > div'),
    budgetMs: 100,
  },
  {
    name: 'warranty section',
    path: '/warranty-information',
    target: 'main details:nth-of-type(2) > summary',
    answered: visible('main details:nth-of-type(2)[open] > div'),
    budgetMs: 100,
  },
  {
    name: 'plan card',
    path: '/wrap-insurance',
    target: '[data-plan="silver"]',
    answered: visible('[data-plan="silver"]:has(:checked) .when-selected'),
    budgetMs: 100,
  },
  {
    name: 'service-areas toggle',
    path: '/',
    target: 'details:has(> summary .when-closed) > summary',
    answered: visible('details[open] > summary .when-open'),
    budgetMs: 100,
  },
  {
    name: 'quote-form field',
    path: '/contact',
    target: 'form input[name="name"]',
    types: 'D',
    answered: `document.querySelector('form input[name="name"]')?.value === 'D'`,
    budgetMs: 100,
  },
  {
    name: 'Add to Cart',
    path: '/shopping',
    target: 'main button:has-text("Add to Cart")',
    answered: `document.querySelector('header a[aria-label="Cart, 1 item"]') !== null`,
    budgetMs: 1000,
  },
  {
    // The words: the first tap gives a field that takes keys. The row below adds the key the
    // automation sends right after the tap, far sooner than a thumb moves to the keyboard.
    name: 'chat launcher, tap to its field with the caret',
    path: '/locations/evanston',
    target: 'role=button[name="Chat with Avery"]',
    answered: `${visible('#chat-preview-message')} && document.activeElement?.id === 'chat-preview-message'`,
    budgetMs: 100,
  },
  {
    name: 'chat launcher, tap then the first key in its field',
    path: '/locations/evanston',
    target: 'role=button[name="Chat with Avery"]',
    types: 'H',
    answered: `document.getElementById('chat-preview-message')?.value === 'H'`,
    budgetMs: 100,
  },
  {
    name: 'chat launcher',
    path: '/locations/evanston',
    target: 'role=button[name="Chat with Avery"]',
    answered: visible('[role="log"]'),
    budgetMs: 1000,
  },
];
