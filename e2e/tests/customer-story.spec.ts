import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';

import { allCustomers, customerPlace, type Customer } from 'shared-contracts/business/customers';
import { serviceNames } from 'shared-contracts/business/services';

import { serverPage } from '../support/server-page';

/** Every page that tells a customer's story in the server's HTML; the case studies are found from their index. */
const pages = [
  '/',
  '/gallery',
  '/testimonials',
  '/case-studies',
  '/print-ship',
  '/industries/construction',
  '/industries/food-beverage',
  '/industries/real-estate',
];

/** "Arlington Heights, IL": a town and a state code as the site writes a place. */
const placePattern = /([A-Z][\w.'-]*(?: [A-Z][\w.'-]*)*), (IL|IN|MI|WI|IA|MO|OH)\b/g;
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const vehicleCountPattern = new RegExp(
  `\\b(\\d+|${numberWords.join('|')}) (?:[a-z-]+ ){0,2}(?:vans?|pickups?|trucks?|SUVs?)\\b`,
  'gi',
);
const asNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase()) + 1);

/** Each piece of text in the element, one per text node: a link's words and the town beside it stay apart. */
function pieces(element: Element) {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const piece = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (piece) found.push(piece);
  }
  return found;
}

const text = (element: Element) => pieces(element).join(' ');

/** The innermost elements whose text names the company. */
function mentionsOf(document: Document, company: string) {
  const naming = [...document.body.querySelectorAll('*')].filter(
    (element) => element.tagName !== 'SCRIPT' && text(element).includes(company),
  );
  return naming.filter((element) => ![...element.children].some((child) => text(child).includes(company)));
}

/** The card, figure or block a mention sits in: the nearest one that also says where the customer is. */
function storyAround(mention: Element) {
  for (let element: Element | null = mention; element; element = element.parentElement) {
    if (pieces(element).some((piece) => piece.match(placePattern))) return element;
    if (element.matches('li, article, figure, section, main')) return element;
  }
  return mention;
}

/** What a block tells about the customer, in the terms of the record. */
function factsIn(block: Element) {
  const said = text(block);
  return {
    places: pieces(block).flatMap((piece) => [...piece.matchAll(placePattern)].map((match) => match[0])),
    services: Object.values(serviceNames).filter((name) => said.includes(name)),
    vehicleCounts: [...said.matchAll(vehicleCountPattern)].map((match) => asNumber(match[1] ?? '')),
  };
}

const expectedFacts = (customer: Customer) => ({
  place: customerPlace(customer),
  service: serviceNames[customer.service],
  vehicles: customer.vehicles.count,
});

/** Where a page's text tells a customer's story differently from the record, and which customers it names. */
function checkStories(path: string, document: Document) {
  const named: string[] = [];
  const disagreements: string[] = [];
  for (const customer of allCustomers) {
    const expected = expectedFacts(customer);
    for (const mention of mentionsOf(document, customer.company)) {
      named.push(customer.company);
      const block = storyAround(mention);
      const facts = factsIn(block);
      const where = `${path}: "${text(block).slice(0, 90)}…"`;
      if (facts.places.length === 0) disagreements.push(`${where} names ${customer.company} without its town`);
      for (const place of facts.places)
        if (place !== expected.place) disagreements.push(`${where} puts ${customer.company} in ${place}`);
      for (const service of facts.services)
        if (service !== expected.service) disagreements.push(`${where} calls ${customer.company}'s job ${service}`);
      for (const count of facts.vehicleCounts)
        if (count !== expected.vehicles) disagreements.push(`${where} gives ${customer.company} ${count} vehicles`);
    }
  }
  return { named, disagreements };
}

test('no page tells a customer story that disagrees with the customer record', async ({ request }) => {
  const named = new Set<string>();
  const disagreements: string[] = [];
  const caseStudies = (await serverPage(request, '/case-studies')).document;
  const caseStudyPaths = [...caseStudies.querySelectorAll('a[href^="/case-studies/"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  expect(caseStudyPaths.length).toBeGreaterThanOrEqual(7);
  for (const path of [...pages, ...new Set(caseStudyPaths)]) {
    const { status, document } = await serverPage(request, path);
    expect(status, path).toBe(200);
    const found = checkStories(path, document);
    found.named.forEach((company) => named.add(company));
    disagreements.push(...found.disagreements);
  }
  expect(disagreements).toEqual([]);
  expect([...named].sort()).toEqual(allCustomers.map((customer) => customer.company).sort());
});

test("a state's recent projects, drawn once its page has loaded, agree with the customer record", async ({ page }) => {
  await page.goto('/regions?region=michigan');
  const projects = page.getByRole('region', { name: 'Recent Projects' });
  await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(6);
  const { document } = new JSDOM(await projects.evaluate((section) => section.outerHTML)).window;
  const found = checkStories('/regions?region=michigan', document);
  expect(found.disagreements).toEqual([]);
  expect(found.named).toEqual(expect.arrayContaining(['Ortiz Plumbing', 'Windy City HVAC', 'Lamon Bakery']));
});
