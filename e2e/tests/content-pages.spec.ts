import { axeOfDrawnPage } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary, faqItem } from '../support/site';

/** Each page of the marketing remote's second part: a heading, key facts from the spec, and links. */
const pages: { path: string; h1: string | RegExp; texts: string[]; links?: [string | RegExp, string][] }[] = [
  { path: '/wrap-insurance', h1: 'Keep your wrap looking new', texts: ['$14.99', '$29.99', '$49.99', '7-10 days', '72 hours', '24 hours'], links: [['Add to New Wrap Order', '/print-ship'], ['Purchase for Existing Wrap', '/contact']] },
  {
    path: '/training-classes',
    h1: 'Learn to wrap from working installers',
    texts: ['June 15, 2023', 'Maximum 6 students', '$750', '$1,200', '$1,800', 'Most popular'],
    links: [['Enroll in a Class', '/contact?subject=Training%20Enrollment'], ['Reserve a Basics Seat', '/contact'], ['Resources', '/resources']],
  },
  { path: '/print-ship', h1: /shipped to your installer/, texts: ['3-5 business days', '5-10 business days after design approval', '3,500+', '$2,500-$5,000', 'Our shop'], links: [['Start Your Wrap', '#print-ship'], ['Find an Installer', '#installer-directory'], ['Read more testimonials', '/testimonials']] },
  { path: '/blog', h1: 'Wrap, coating and PPF know-how', texts: ['How Long Does a Vehicle Wrap Last in a Chicago Climate?'], links: [['Vehicle Wraps', '/blog/category/vehicle-wraps'], ['Design Trends', '/blog/category/design-trends']] },
  { path: '/blog/ceramic-coating-vs-wax', h1: 'Ceramic Coating vs. Wax: What Actually Protects Your Paint', texts: ['up to five years'] },
  { path: '/blog/category/business-tips', h1: 'Business Tips', texts: ['Fleet Wraps That Bring In Calls'] },
  { path: '/case-studies', h1: 'Wraps that paid for themselves', texts: ['Measuring Success', '38% more inbound calls in six months'], links: [['Construction', '/industries/construction'], ['Food & Beverage', '/industries/food-beverage'], ['Real Estate', '/industries/real-estate'], ['Get a Free Quote', '/contact']] },
  { path: '/case-studies/chicago-plumbing-fleet', h1: 'A 12-van plumbing fleet that looks like one company', texts: ['All 12 vans wrapped over three weekends'] },
  { path: '/about/our-team', h1: 'Meet the Team', texts: ['Luis Navarro', 'Apply Now'], links: [['About Wrap Lab', '/about'], ['Careers', '/careers'], ['Testimonials', '/testimonials']] },
  { path: '/careers', h1: 'Careers at Wrap Lab', texts: ['Experienced Vehicle Wrap Installer', 'Graphic Designer, Vehicle Graphics', 'Apprentice Installer', 'Skills day'], links: [['Meet the Team', '/our-team']] },
  { path: '/our-team', h1: 'Meet the Team', texts: ['Founder & Owner'] },
  { path: '/about/careers', h1: 'Careers at Wrap Lab', texts: ['Send Resume'] },
  { path: '/support/wrap-installation-process', h1: 'Our Wrap Installation Process', texts: ['14-day installation guarantee', '1-2 business days'] },
  { path: '/wrap-installation-process', h1: 'Our Wrap Installation Process', texts: ['Post-heating and inspection'] },
  { path: '/payment-options', h1: 'Payment Options', texts: ['50% deposit', 'valid for 30 days', '12-60 months', '6-36 months', '15% off', 'Must be claimed within 90 days.'] },
  { path: '/resources/vinyl-wrap-care-guide', h1: 'Vinyl Wrap Care Guide', texts: ['Winter and road salt'], links: [['Download the care guide (PDF)', '/downloads/vinyl-wrap-care-guide.pdf']] },
  { path: '/ceramic-coating-faq', h1: 'Ceramic Coating FAQ', texts: ['How long does a ceramic coating last?'] },
  { path: '/design-template-library', h1: 'Design Template Library', texts: ['Browse templates'], links: [['Commercial Vans', '/templates/commercial-vans'], ['Trucks', '/templates/trucks'], ['Specialty', '/templates/specialty']] },
  {
    path: '/templates/trucks',
    h1: 'Trucks Templates',
    texts: ['Isuzu NPR 16 ft box truck', 'Roll-up rear door joints', 'What every template includes', 'same business day'],
    links: [['Request the Ford F-150 SuperCrew template', '/contact?subject=Template%20request%3A%20Ford%20F-150%20SuperCrew'], ['Design Template Library', '/resources/design-template-library']],
  },
  { path: '/industries/construction', h1: 'Vehicle Wraps for Construction Companies', texts: ['Built for the job site'] },
  { path: '/industries/food-beverage', h1: 'Food Truck & Delivery Vehicle Wraps', texts: ['Designed to sell'] },
  { path: '/industries/real-estate', h1: 'Vehicle Branding for Real Estate Agents', texts: ['Professional, not loud'] },
  { path: '/privacy-policy', h1: 'Privacy Policy', texts: ['What we collect'] },
  { path: '/terms-of-service', h1: 'Terms of Service', texts: ['Quotes and deposits'] },
  { path: '/resources', h1: 'Guides, training and support', texts: ['Industries'] },
  { path: '/sitemap', h1: 'Sitemap', texts: ['Wrap Insurance', 'Ceramic Coating vs. Wax'], links: [['See all the towns we serve', '/towns']] },
];

const main = (page: Page) => boundary(page, 'marketing');

/** Pages in groups, each group one visitor reading page after page (one browser tab, its cache warm). */
const groups = [pages.slice(0, 9), pages.slice(9, 17), pages.slice(17)];

for (const [index, group] of groups.entries()) {
  test.describe(() => {
    // What these pages show is their server HTML: read as a visitor who only reads, scripts never start.
    test.use({ startsScripts: false });
    test(`content pages, part ${index + 1}: each shows its heading, facts and links, not the not-found page`, async ({ page }) => {
      test.setTimeout(group.length * 10_000);
      for (const entry of group) {
        await test.step(entry.path, async () => {
          await page.goto(entry.path);
          await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(entry.h1);
          await expect(page.getByText('cannot be found')).toHaveCount(0);
          for (const text of entry.texts) await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
          for (const [name, href] of entry.links ?? []) await expect(main(page).getByRole('link', { name, exact: typeof name === 'string' }).first()).toHaveAttribute('href', href);
        });
      }
    });
  });
}

test('wrap insurance: Gold is preselected, a click moves the selection, and the FAQ keeps one item open', async ({ page }) => {
  await page.goto('/wrap-insurance');
  const plans = main(page).getByRole('radio');
  await expect(plans).toHaveCount(3);
  const card = (plan: string) => main(page).locator('[data-plan]', { has: page.getByRole('radio', { name: plan }) });
  const selected = main(page).getByText('Selected', { exact: true }).filter({ visible: true });
  await expect(main(page).getByRole('radio', { checked: true })).toHaveAccessibleName('Gold');
  await expect(card('Gold')).toContainText('Selected');
  await expect(selected).toHaveCount(1);
  await expect(main(page).getByText('Gold selected: $29.99 per month per vehicle.')).toBeVisible();
  // A tap in the middle of a card chooses it, not only one on its title.
  await card('Silver').click();
  await expect(main(page).getByRole('radio', { checked: true })).toHaveAccessibleName('Silver');
  await expect(selected).toHaveCount(1);
  await expect(card('Silver')).toContainText('Selected');
  await expect(main(page).getByText('Silver selected: $14.99 per month per vehicle.')).toBeVisible();
  await expect(main(page).getByText(/^Gold selected/)).toBeHidden();

  const first = faqItem(main(page), 'What does wrap insurance cover?');
  const second = faqItem(main(page), 'Is there a deductible?');
  await expect(first).toHaveAttribute('open');
  await second.locator('summary').click();
  await expect(first).not.toHaveAttribute('open');
  await expect(main(page).getByText('Silver and Gold have a $50 deductible per claim. Platinum has none.')).toBeVisible();
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
});

const structuredData = (page: Page) => page.locator('script[type="application/ld+json"]').allTextContents().then((texts) => texts.join());

test('wrap insurance and training carry the structured-data prices', async ({ page }) => {
  await page.goto('/wrap-insurance');
  await expect.poll(() => structuredData(page)).toContain('Wrap Insurance Plans');
  for (const price of ['299.99', '499.99', '799.99']) expect(await structuredData(page)).toContain(price);
  await page.goto('/training-classes');
  await expect.poll(() => structuredData(page)).toContain('"@type":"Course"');
  for (const price of ['499.99', '1299.99', '1999.99']) expect(await structuredData(page)).toContain(price);
});

test('the care guide PDF opens in a new tab and is a PDF with the guide in it', async ({ page, request }) => {
  await page.goto('/resources/vinyl-wrap-care-guide');
  const link = main(page).getByRole('link', { name: 'Download the care guide (PDF)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const response = await request.get('/downloads/vinyl-wrap-care-guide.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = (await response.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Vinyl Wrap Care Guide)');
});

test('the newsletter form needs an e-mail and says plainly that nothing was sent', async ({ page }) => {
  await page.goto('/blog');
  const email = main(page).getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('reader@example.com');
  await main(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(main(page).getByRole('status')).toContainText('nothing was saved');
});

test('unknown articles and case studies say so inside their section', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(main(page).getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog');
  await page.goto('/case-studies/no-such-study');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Case study not found');
});

for (const path of ['/wrap-insurance', '/training-classes', '/print-ship', '/blog', '/careers', '/payment-options', '/design-template-library', '/templates/trucks']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const results = await (await axeOfDrawnPage(page)).include('[data-boundary="mfe-marketing"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id} (${v.nodes.length})`);
    expect(serious).toEqual([]);
  });
}
