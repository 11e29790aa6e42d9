import { paintedLettering } from 'shared-contracts/media/catalog';

import { allServices } from '../../content/services/services-content';
import { serviceHeroPool, validUploadedHero } from './service-images';

describe('service hero images', () => {
  it('gives every service twelve different images, its own first, none with lettering behind the headline', () => {
    for (const service of allServices) {
      const pool = serviceHeroPool(service);
      expect(pool).toHaveLength(12);
      expect(new Set(pool).size).toBe(12);
      expect(pool[0]).toBe(service.hero);
      expect(pool.filter(paintedLettering)).toEqual([]);
      for (const image of service.images.filter((id) => !paintedLettering(id))) expect(pool).toContain(image);
    }
  });

  it('accepts an uploaded hero only when the library has it', () => {
    expect(validUploadedHero('fleet-vans')).toBe('fleet-vans');
    expect(validUploadedHero('my-upload.jpg')).toBeUndefined();
    expect(validUploadedHero(undefined)).toBeUndefined();
  });
});
