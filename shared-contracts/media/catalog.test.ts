import { mediaCatalog, mediaSrcSet, mediaUrl } from './catalog';

describe('the media library', () => {
  it('has unique ids and real alt text for every image', () => {
    const ids = mediaCatalog.map((image) => image.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const image of mediaCatalog) expect(image.alt.length).toBeGreaterThan(15);
  });

  it('serves every rendition from /media on the site origin', () => {
    expect(mediaUrl('fleet-vans', 640, 'avif')).toBe('/media/fleet-vans-640.avif');
    expect(mediaSrcSet('fleet-vans', 'webp')).toBe('/media/fleet-vans-640.webp 640w, /media/fleet-vans-1280.webp 1280w');
  });
});
