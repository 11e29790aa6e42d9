import type { Town } from 'shared-contracts/towns/town-lookup';

import { townLookup } from '../../towns/town-lookup';
import { townContent } from './town-content';

const contentFor = (id: string) => townContent(townLookup.findTown(id) as Town, townLookup);

/** The page's words with the town's own name and figures taken out. */
const template = (id: string) => {
  const town = townLookup.findTown(id) as Town;
  const content = contentFor(id);
  const text = [...content.paragraphs, ...content.faqs.flatMap((f) => [f.question, f.answer])].join(' ');
  return text
    .replaceAll(town.name, 'X')
    .replaceAll(town.county, 'C')
    .replace(/[\d,]+/g, 'N');
};

describe('town content', () => {
  it('states the drive time, distance, county and what customers from the town bring in', () => {
    const content = contentFor('naperville');
    expect(content.headline).toBe('Vehicle Wraps in Naperville, Illinois');
    expect(content.facts).toEqual([
      { label: 'Drive time', value: 'About 50 minutes' },
      { label: 'Distance from our shop', value: '24 miles' },
      { label: 'County', value: 'DuPage County' },
      { label: 'Usually brought in', value: 'Work vans and fleets' },
    ]);
    expect(content.faqs[0]?.answer).toContain('Naperville is in DuPage County, 24 miles from our shop');
  });

  it("lists the jobs the site shows for the town's own customers, and none where there are none", () => {
    expect(contentFor('skokie').jobs.map((job) => job.company)).toEqual(['Northside Lawn']);
    expect(contentFor('naperville').jobs).toEqual([]);
  });

  it('names the nearest towns, nearest first', () => {
    const content = contentFor('evanston');
    expect(content.nearby[0]?.town.name).toBe('Skokie');
    expect(content.nearby.length).toBe(5);
    expect(content.paragraphs.join(' ')).toContain('We also work with customers in nearby Skokie');
  });

  it('calls Chicago the home base', () => {
    const content = contentFor('chicago');
    expect(content.facts[1]).toEqual({ label: 'Distance from our shop', value: 'Our home base' });
    expect(content.faqs[0]?.answer).toContain('Chicago is our home base');
  });

  it('does not read as the same page with the name swapped', () => {
    const ids = [
      'chicago',
      'evanston',
      'naperville',
      'aurora',
      'gary',
      'kenosha',
      'milwaukee',
      'indianapolis',
      'saint-joseph',
      'zion',
    ];
    const templates = new Set(ids.map(template));
    expect(templates.size).toBe(ids.length);
    // Even two suburbs of one county and one size band differ in more than their figures.
    expect(template('schaumburg')).not.toBe(template('zion'));
  });

  it('offers Print & Ship to far towns and fleet batches to close ones', () => {
    expect(contentFor('indianapolis').faqs.map((f) => f.question)).toContain(
      'Can you print my graphics and ship them to Indianapolis?',
    );
    expect(contentFor('skokie').faqs.map((f) => f.question)).toContain('Do you handle fleets based in Cook County?');
  });
});

describe('town wording details', () => {
  it('uses "an" before a vowel', () => {
    expect(contentFor('evanston').faqs.map((f) => f.question)).toContain(
      'How do Evanston drivers keep a wrap looking new through an Illinois winter?',
    );
    expect(contentFor('aurora').faqs.map((f) => f.question)).toContain(
      'What does a fleet wrap cost for an Aurora business?',
    );
  });
});

describe('the way in', () => {
  it('says which way the town lies and which road leads to the shop', () => {
    expect(contentFor('aurora').paragraphs[2]).toContain(
      'Aurora lies south-west of the shop, and most customers from there come in on I-88',
    );
    expect(contentFor('chicago').paragraphs[2]).not.toContain('lies');
  });
});
