import { allCustomers, customerPlace } from 'shared-contracts/business/customers';
import { serviceNames } from 'shared-contracts/business/services';

import { galleryItems } from './gallery-items';

const customerShownIn = (image: string) => allCustomers.find((customer) => customer.images.some((id) => id === image));

describe('customer pictures in the gallery', () => {
  it("caption every customer's picture with its company, town and service from the record", () => {
    const captioned = galleryItems.flatMap((item) => {
      const customer = customerShownIn(item.image);
      return customer ? [{ item, customer }] : [];
    });
    expect(captioned.length).toBeGreaterThanOrEqual(8);
    for (const { item, customer } of captioned) {
      expect(item.title.startsWith(`${customer.company} `)).toBe(true);
      expect(item.place).toBe(customerPlace(customer));
      expect(serviceNames[item.service]).toBe(serviceNames[customer.service]);
    }
  });

  it('name no company on a picture that is not that company’s', () => {
    for (const item of galleryItems)
      for (const customer of allCustomers)
        if (item.title.includes(customer.company)) expect(customerShownIn(item.image)).toBe(customer);
  });
});
