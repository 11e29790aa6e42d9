import { allCustomers, customerByline, customerPlace, customers } from './customers';

describe('the customer record', () => {
  it('names each company once', () => {
    const names = allCustomers.map((customer) => customer.company.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
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
