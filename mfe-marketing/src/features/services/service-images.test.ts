import { allServices } from '../../content/services/services-content';
import { serviceHeroPool, validUploadedHero } from './service-images';

describe('service hero images', () => {
  it('gives every service twelve different images, its own first', () => {
    for (const service of allServices) {
      const pool = serviceHeroPool(service);
      expect(pool).toHaveLength(12);
      expect(new Set(pool).size).toBe(12);
      expect(pool[0]).toBe(service.hero);
      for (const image of service.images) expect(pool).toContain(image);
    }
  });

  it('accepts an uploaded hero only when the library has it', () => {
    expect(validUploadedHero('fleet-vans')).toBe('fleet-vans');
    expect(validUploadedHero('my-upload.jpg')).toBeUndefined();
    expect(validUploadedHero(undefined)).toBeUndefined();
  });
});
