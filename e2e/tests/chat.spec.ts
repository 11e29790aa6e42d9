import type { Page } from '@playwright/test';

import { holdClock } from '../support/clock';
import { expectTabToStayInModal } from '../support/modal';
import { seedCart, tee } from '../support/shop';
import { boundary, isSameDocument, markDocument, remoteOrigins } from '../support/site';
import { expect, test } from '../support/test';

const chat = (page: Page) => boundary(page, 'chat');
/** Until the chat has loaded the shell draws the launcher, outside the chat's boundary; then the chat draws its own. */
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with Avery' });
const conversation = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: 'Message Avery' });
const sendButton = (page: Page) => chat(page).getByRole('button', { name: 'Send message' });
const scheduler = (page: Page) => chat(page).getByRole('dialog');

async function openChat(page: Page, path: string) {
  await page.goto(path);
  await launcher(page).click();
  await expect(chat(page).getByRole('region', { name: 'Chat with Avery' })).toBeVisible();
}

/** Every request the page makes to the chat remote's origin. */
function chatRemoteRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${remoteOrigins.chat}/`)) urls.push(request.url());
  });
  return urls;
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

test.describe('chat assistant', () => {
  test('greets on the home page with Chicago', async ({ page }) => {
    await openChat(page, '/');
    await expect(conversation(page)).toContainText(
      "Hi, I'm Avery from Wrap Lab Chicago. Looking for vehicle wraps in Chicago?",
    );
    await expect(messageBox(page)).toBeFocused();
  });

  test('greets on a town page with the town and state from the locations lookup', async ({ page }) => {
    // A town of the Ohio region page: the lookup holds every town the site has a page for.
    await openChat(page, '/locations/columbus');
    await expect(conversation(page)).toContainText('Looking for vehicle wraps in Columbus, OH?');
  });

  test('logs and falls back to Chicago when the town lookup cannot load', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/mf-manifest\.json$/, (route) =>
      route.request().url().startsWith(remoteOrigins.locations) ? route.abort() : route.continue(),
    );
    await openChat(page, '/locations/evanston');
    await expect(conversation(page)).toContainText('Looking for vehicle wraps in Chicago?');
    await expect.poll(() => warnings.some((text) => text.startsWith('[chat]'))).toBe(true);
  });

  test('greets on a region page with the region', async ({ page }) => {
    await openChat(page, '/regions/illinois');
    await expect(conversation(page)).toContainText('We wrap, coat and protect vehicles all across Illinois.');
  });

  test('answers a price question after the typing indicator, with the message box disabled meanwhile', async ({
    page,
  }) => {
    await page.clock.install();
    await openChat(page, '/');
    // The clock stands still while Avery types, so the one-second typing state is read however busy the machine is.
    await holdClock(page);
    await send(page, 'How much does a full wrap cost?');
    await expect(conversation(page)).toContainText('How much does a full wrap cost?');
    await expect(conversation(page).getByText('Avery is typing')).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await page.clock.runFor(999);
    await expect(conversation(page)).not.toContainText('Full vehicle wraps');
    await page.clock.runFor(1);
    await expect(conversation(page)).toContainText('Full vehicle wraps usually cost about $2,500-$6,000');
    await expect(conversation(page)).toContainText('Partial wraps start from about $1,000');
    await expect(conversation(page).getByText('Avery is typing')).not.toBeAttached();
    await expect(messageBox(page)).toBeEnabled();
    await conversation(page)
      .getByRole('link', { name: /Get a free quote/ })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Send is disabled until there is text; Enter sends and Shift+Enter starts a new line', async ({ page }) => {
    await openChat(page, '/');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(conversation(page)).not.toContainText('You:');

    await messageBox(page).fill('');
    await messageBox(page).pressSequentially('Our fleet has');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('six vans');
    await expect(messageBox(page)).toHaveValue('Our fleet has\nsix vans');
    await expect(conversation(page)).not.toContainText('Our fleet has');
    await expect(sendButton(page)).toBeEnabled();

    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await expect(conversation(page).getByText(/Our fleet has/)).toHaveText('You: Our fleet has\nsix vans');
    await expect(conversation(page)).toContainText('about $2,500-$5,000 per vehicle');
  });

  test('shows an HTML-looking message as text', async ({ page }) => {
    await openChat(page, '/');
    const markup = '<img src=x onerror="window.__chatXss=1"><b>bold</b>';
    await send(page, markup);
    await expect(conversation(page)).toContainText(markup);
    await expect(conversation(page)).toContainText("I don't have an answer for that one yet.");
    await expect(conversation(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss)).toBeUndefined();
  });

  test('schedules a consultation: weekdays within 30 days, Cancel, Back, then the confirmation and its toast', async ({
    page,
  }) => {
    // Monday 23 November 2026 at 10:00: the calendar's days are known; timers still run.
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'));
    await openChat(page, '/');

    await send(page, 'Can I book an appointment?');
    await expect(conversation(page)).toContainText(
      "I'd be glad to set up a consultation with our team for you in Chicago.",
    );
    await expect(scheduler(page)).toBeVisible();
    await expect(scheduler(page).getByRole('heading', { name: 'Choose a day' })).toBeFocused();
    await scheduler(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(scheduler(page)).toHaveCount(0);
    await expect(conversation(page)).toContainText('No problem. You can schedule a consultation later');

    await send(page, 'Let us schedule a meeting');
    const dialog = scheduler(page);
    await expect(dialog.getByRole('heading', { name: 'Choose a day' })).toBeVisible();
    const day = (name: string) => dialog.getByRole('button', { name, exact: true });
    await expect(day('Sunday, November 22, 2026')).toBeDisabled();
    await expect(day('Monday, November 23, 2026')).toBeEnabled();
    await expect(day('Saturday, November 28, 2026')).toBeDisabled();
    await expect(day('Sunday, November 29, 2026')).toBeDisabled();
    await expect(day('Wednesday, December 23, 2026')).toBeEnabled();
    await expect(day('Thursday, December 24, 2026')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();

    await day('Tuesday, December 1, 2026').click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
    await expect(dialog).toContainText('Tuesday, December 1, 2026');
    const slots = dialog.getByRole('group', { name: 'Consultation times' }).getByRole('button');
    await expect(slots).toHaveText(['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
    const schedule = dialog.getByRole('button', { name: 'Schedule Consultation' });
    await expect(schedule).toBeDisabled();
    await dialog.getByRole('button', { name: '3:00 PM' }).click();
    await expect(schedule).toBeEnabled();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(day('Tuesday, December 1, 2026')).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(schedule).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '3:00 PM' })).toHaveAttribute('aria-pressed', 'false');

    await dialog.getByRole('button', { name: '10:00 AM' }).click();
    await schedule.click();
    await expect(scheduler(page)).toHaveCount(0);
    await expect(conversation(page)).toContainText(
      'Your consultation is scheduled for Tuesday, December 1, 2026 at 10:00 AM at our Chicago location. Our team will contact you shortly to confirm.',
    );
    const toast = page.getByRole('status').filter({ hasText: 'Consultation scheduled!' });
    await expect(toast).toContainText('Tuesday, December 1, 2026 at 10:00 AM');
  });

  test('keyboard: Tab stays in the scheduler, Escape closes it like Cancel, then closes the chat', async ({ page }) => {
    await openChat(page, '/warranty-information');
    await send(page, 'I want a consultation');
    await expect(scheduler(page).getByRole('heading', { name: 'Choose a day' })).toBeFocused();
    // The browser's modal: Tab, either way round, never reaches the page behind or the conversation.
    await expectTabToStayInModal(page, 6);
    await expectTabToStayInModal(page, 6, true);
    await page.keyboard.press('Escape');
    await expect(scheduler(page)).toHaveCount(0);
    await expect(conversation(page)).toContainText('No problem.');
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(conversation(page)).toHaveCount(0);
    await expect(chat(page).getByRole('button', { name: 'Chat with Avery' })).toBeFocused();
  });

  test('the first load runs nothing of the chat, only prefetches its start; pressing the launcher loads it and Avery greets', async ({
    page,
  }) => {
    const chatRequests = chatRemoteRequests(page);
    for (const path of ['/services/vehicle-wraps', '/']) {
      await page.goto(path);
      await expect(launcher(page), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      // At most the files the page names for the chat's start (fetched at idle, not run).
      expect(
        chatRequests.filter(
          (url) => !/\/(mf-manifest\.json|remoteEntry\.js|__federation_expose_app\.[0-9a-f]+\.js)$/.test(url),
        ),
        path,
      ).toEqual([]);
      await expect(chat(page), path).toHaveCount(0);
    }

    // Pointing at the launcher starts fetching the chat's code; only the press mounts it.
    await launcher(page).hover();
    await expect.poll(() => chatRequests.length).toBeGreaterThan(0);
    await expect(chat(page)).toHaveCount(0);

    await launcher(page).click();
    await expect(chat(page).getByRole('region', { name: 'Chat with Avery' })).toBeVisible();
    await expect(conversation(page)).toContainText('Looking for vehicle wraps in Chicago?');
    await expect(messageBox(page)).toBeFocused();
    await expect(launcher(page)).toHaveCount(0);
    await expect(chat(page).getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the launcher is on every page but checkout and the order confirmation', async ({ page }) => {
    await seedCart(page, [tee]);
    for (const path of ['/about', '/shop']) {
      await page.goto(path);
      await expect(launcher(page), path).toBeVisible();
    }
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
    await expect(launcher(page)).toHaveCount(0);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    await expect(launcher(page)).toHaveCount(0);
  });

  test("an open conversation follows the visitor to other remotes' pages, and leaves them alone at checkout", async ({
    page,
  }) => {
    const hydrationProblems: string[] = [];
    page.on('console', (message) => /hydrat/i.test(message.text()) && hydrationProblems.push(message.text()));
    await seedCart(page, [tee]);
    await openChat(page, '/');
    await send(page, 'What are your hours?');
    await expect(conversation(page)).toContainText(
      "We're open Monday to Friday 8:00 AM - 6:00 PM and Saturday 9am-3pm.",
    );

    // Marketing to the shop: a new document (ADR 0014), where the chat opens again with the conversation.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(conversation(page)).toContainText('What are your hours?');
    await expect(conversation(page)).toContainText('Saturday 9am-3pm');
    await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    // The reader's focus stays with the new page, not the chat.
    await expect(messageBox(page)).not.toBeFocused();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await markDocument(page);

    await page.getByRole('button', { name: /View Cart/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout Securely' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
    await expect(chat(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close chat' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(conversation(page)).toContainText('What are your hours?');
    await expect(launcher(page)).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);

    // To a town page (the locations remote) and on: still the same conversation, and it goes on.
    await page.goto('/locations/evanston');
    await expect(conversation(page)).toContainText('What are your hours?');
    await send(page, 'How long does a full wrap take?');
    await expect(conversation(page)).toContainText('3-5 business days');
    // The greeting the start script filled with the conversation hydrated without a mismatch.
    expect(hydrationProblems).toEqual([]);
  });

  test("the launcher's first tap gives a field that takes keys, and a question sent before the chat's code arrives is answered when it does", async ({
    page,
  }) => {
    // The chat's code is held back until the question is sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${remoteOrigins.chat}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/locations/evanston');
    await launcher(page).click();
    const field = page.getByRole('textbox', { name: 'Your question for Avery' });
    await expect(field).toBeFocused();
    await page.keyboard.type('How much is a full wrap?');
    await page.keyboard.press('Enter');
    const greeting = page.locator('#chat-preview');
    await expect(greeting.getByRole('log', { name: 'Conversation' })).toContainText('How much is a full wrap?');
    await expect(field).toHaveValue('');
    await page.keyboard.type('And a partial');
    await expect(chat(page)).toHaveCount(0);

    release();
    await expect(conversation(page)).toContainText('How much is a full wrap?');
    await expect(conversation(page)).toContainText('$2,500-$6,000');
    // The draft typed meanwhile is still there to finish.
    await expect(messageBox(page)).toHaveValue('And a partial');
  });
});
