import { lcpImagePreload } from './lcp-image-preload';

const hero =
  '<picture><source type="image/avif" srcSet="/media/van-640.avif 640w, /media/van-1280.avif 1280w" sizes="100vw"/>' +
  '<source type="image/webp" srcSet="/media/van-640.webp 640w" sizes="100vw"/>' +
  '<img src="/media/van-1280.webp" alt="" width="1280" height="800" decoding="async" fetchPriority="high"/></picture>';
const lazyCard =
  '<picture><img data-media-id="card" alt="A card" width="640" height="400" decoding="async" style="visibility:hidden"/></picture>';

describe('the largest image preload', () => {
  it('names the hero picture first source, its sizes and type, with high priority', () => {
    expect(lcpImagePreload(`<div>${lazyCard}<h1>Wraps</h1>${hero}</div>`)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/media/van-640.avif 640w, /media/van-1280.avif 1280w" imagesizes="100vw" type="image/avif" href="/media/van-640.avif">',
    );
  });

  it('is empty when no picture on the page is marked high priority', () => {
    expect(lcpImagePreload(`<main>${lazyCard}</main>`)).toBe('');
    expect(lcpImagePreload('')).toBe('');
  });
});
