import { quietBehindText } from 'shared-contracts/media/catalog';

import { allServices } from '../../content/services/services-content';
import { serviceHeroPool, validUploadedHero } from './service-images';

describe('service hero images', () => {
  it('gives every service twelve different images, its own first, none loud behind the headline', () => {
    for (const service of allServices) {
      const pool = serviceHeroPool(service);
      expect(pool).toHaveLength(12);
      expect(new Set(pool).size).toBe(12);
      // Every one turns up under the title: no lettering and no tool drawn large in any.
      expect(pool.filter((id) => !quietBehindText(id))).toEqual([]);
      const own = [...new Set([service.hero, ...service.images])].filter(quietBehindText);
      expect(pool.slice(0, own.length)).toEqual(own);
    }
  });

  it("passes over a service's own picture with a tool drawn large: paint protection film starts on its car", () => {
    const ppf = allServices.find((service) => service.slug === 'paint-protection-film')!;
    expect(ppf.hero).toBe('ppf-install');
    expect(serviceHeroPool(ppf)).not.toContain('ppf-install');
    expect(serviceHeroPool(ppf)[0]).toBe('front-ppf-sedan');
  });

  it('accepts an uploaded hero only when the library has it', () => {
    expect(validUploadedHero('fleet-vans')).toBe('fleet-vans');
    expect(validUploadedHero('my-upload.jpg')).toBeUndefined();
    expect(validUploadedHero(undefined)).toBeUndefined();
  });
});
