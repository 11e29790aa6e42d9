import { serviceNames, serviceSlugs } from 'shared-contracts/business/services';

import { allServices, findService, servicesContent } from './services-content';

const allText = allServices
  .flatMap((s) => [
    s.description,
    ...s.longDescription,
    ...s.faqs.flatMap((f) => [f.question, f.answer]),
    ...s.benefits.map((b) => b.description),
  ])
  .join('\n');
const faqText = (slug: keyof typeof servicesContent) => servicesContent[slug].faqs.map((f) => f.answer).join('\n');

describe('service content', () => {
  it('covers the eight services under their shared names', () => {
    expect(allServices.map((s) => s.slug)).toEqual([...serviceSlugs]);
    for (const s of allServices) {
      expect(s.title).toBe(serviceNames[s.slug]);
      expect(s.images.length).toBeGreaterThanOrEqual(6);
      expect(s.benefits.length).toBeGreaterThanOrEqual(4);
      expect(s.faqs.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('finds a service by slug and nothing for an unknown or missing one', () => {
    expect(findService('partial-wraps')?.title).toBe('Partial Wraps');
    expect(findService('boat-wraps')).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });

  it('states both readings of the fleet, color change and partial wrap prices', () => {
    expect(faqText('commercial-fleet-wraps')).toMatch(/\$2,500-\$5,000 per vehicle/);
    expect(faqText('commercial-fleet-wraps')).toMatch(/\$5,000\+ per vehicle/);
    expect(faqText('color-change-wraps')).toMatch(/\$3,000-\$6,000/);
    expect(faqText('vehicle-wraps')).toMatch(/\$3,000-\$7,000\+/);
    expect(faqText('vehicle-wraps')).toMatch(/Partial wraps start from \$1,200/);
    expect(faqText('partial-wraps')).toMatch(/from about \$1,500/);
    expect(faqText('vehicle-wraps')).toMatch(/\$3,000-\$5,000\+ for cars and \$5,000-\$8,000\+ for trucks and vans/);
  });

  it('states the durations, turnaround and warranty terms', () => {
    expect(faqText('vehicle-wraps')).toMatch(/lasts 5-7 years/);
    expect(faqText('paint-protection-film')).toMatch(/7-10 years/);
    expect(faqText('ceramic-coatings')).toMatch(/2-5\+ years/);
    expect(allText).toMatch(/Wait 72 hours/);
    expect(faqText('vehicle-wraps')).toMatch(/3-5 business days/);
    expect(faqText('partial-wraps')).toMatch(/1-2 days/);
    expect(faqText('ceramic-coatings')).toMatch(/2-3 days/);
    expect(faqText('color-change-wraps')).toMatch(/3-year warranty/);
    expect(faqText('ceramic-coatings')).toMatch(/annual inspection/);
    expect(faqText('paint-protection-film')).toMatch(/transferable once/);
    expect(faqText('partial-wraps')).toMatch(/25-75% of the vehicle/);
    expect(faqText('partial-wraps')).toMatch(/40-60% less than a full wrap/);
  });
});
