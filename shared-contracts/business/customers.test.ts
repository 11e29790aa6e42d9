import { mediaImage } from 'shared-contracts/media/catalog';

import { allCustomers, customerByline, customerPlace, customers } from './customers';

/** The company name painted on a picture, if it shows one. */
const paintedCompany = (id: Parameters<typeof mediaImage>[0]) => {
  const { scene } = mediaImage(id);
  if (scene.kind === 'fleet') return scene.company;
  if (scene.kind === 'vehicle' && scene.livery.kind === 'business') return scene.livery.company;
  return undefined;
};

describe('the customer record', () => {
  it('names each company once', () => {
    const names = allCustomers.map((customer) => customer.company.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("shows each customer only in pictures painted with that customer's name", () => {
    for (const customer of allCustomers)
      for (const image of customer.images) expect(paintedCompany(image)).toBe(customer.company.toUpperCase());
  });

  it('gives each picture to one customer at most', () => {
    const images = allCustomers.flatMap((customer) => customer.images);
    expect(new Set(images).size).toBe(images.length);
  });

  it('places every customer in one of the four service states', () => {
    for (const customer of allCustomers) expect(['IL', 'IN', 'MI', 'WI']).toContain(customer.state);
  });

  it('tells where a customer is and who speaks for it the one way every page uses', () => {
    expect(customerPlace(customers.windyCityHvac)).toBe('Arlington Heights, IL');
    expect(customerPlace(customers.bricklineBuild)).toBe('Joliet, IL');
    expect(customerPlace(customers.lamonBakery)).toBe('Chicago, IL');
    expect(customerPlace(customers.parkAveRealty)).toBe('Oak Park, IL');
    expect(customerByline(customers.ortizPlumbing)).toBe('Owner, Ortiz Plumbing');
  });
});
