import { mediaCatalog, mediaSrcSet, mediaUrl, paintedLettering } from './catalog';

describe('the media library', () => {
  it('has unique ids and real alt text for every image', () => {
    const ids = mediaCatalog.map((image) => image.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const image of mediaCatalog) expect(image.alt.length).toBeGreaterThan(15);
  });

  it('serves every rendition from /media on the site origin', () => {
    expect(mediaUrl('fleet-vans', 640, 'avif')).toBe('/media/fleet-vans-640.avif');
    expect(mediaSrcSet('fleet-vans', 'webp')).toBe(
      '/media/fleet-vans-640.webp 640w, /media/fleet-vans-1280.webp 1280w',
    );
  });
});

describe('painted lettering', () => {
  it('is on customer liveries, fleets and shipping labels, not on plain color changes or close-ups', () => {
    expect(paintedLettering('plumbing-van-wrap')).toBe(true);
    expect(paintedLettering('fleet-vans')).toBe(true);
    expect(paintedLettering('print-ship-box')).toBe(true);
    expect(paintedLettering('satin-black-sports-car')).toBe(false);
    expect(paintedLettering('ceramic-beading')).toBe(false);
  });
});
