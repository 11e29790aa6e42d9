/**
 * The preload for a page's largest image: the first `<picture>` whose `<img>` is marked high
 * priority (a page hero). With it in `<head>`, the browser fetches the image while it still
 * parses the styles, instead of when it reaches the image in the body. The link names the same
 * candidates and sizes as the picture's first source, so the browser picks the same file.
 */
export function lcpImagePreload(slotHtml: string): string {
  for (const [picture] of slotHtml.matchAll(/<picture>.*?<\/picture>/gs)) {
    if (!/<img\b[^>]*\bfetchPriority="high"/i.test(picture)) continue;
    const source = /<source\b([^>]*)\/?>/i.exec(picture)?.[1];
    const attribute = (name: string) =>
      source ? new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(source)?.[1] : undefined;
    const srcSet = attribute('srcSet');
    if (!srcSet) return '';
    const type = attribute('type');
    const sizes = attribute('sizes');
    // href names the first candidate too: a browser without imagesrcset fetches that one.
    const href = srcSet.split(',')[0]!.trim().split(' ')[0];
    return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''} href="${href}">`;
  }
  return '';
}
