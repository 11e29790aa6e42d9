/** Inter's vertical metrics (font units): the fallback faces are sized from them. */
const inter = { unitsPerEm: 2048, ascent: 1984, descent: 494 };

const regularLocal = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'];
const boldLocal = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Helvetica Bold'];

/**
 * How much wider Inter sets text than the local face, per weight: measured in Chromium over the
 * site's own text (every text of the main pages, at the size and weight it is set in), so lines
 * fill to the same width before and after the swap.
 */
const fallbackFaces = [
  { weight: '100 400', local: regularLocal, sizeAdjust: 1.0652 },
  { weight: '500', local: regularLocal, sizeAdjust: 1.0848 },
  { weight: '600', local: boldLocal, sizeAdjust: 1.0145 },
  { weight: '700', local: boldLocal, sizeAdjust: 1.0227 },
  { weight: '800 900', local: boldLocal, sizeAdjust: 1.0228 },
];

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The brand face's CSS: Inter from the site's own origin, and "Inter Fallback", the local Arial
 * (or its metric twin Liberation Sans) sized to Inter's metrics per weight, so the swap moves nothing.
 */
export function brandFaceCss(url: string): string {
  const faces = fallbackFaces.map(
    ({ weight, local, sizeAdjust }) => `@font-face {
  font-family: 'Inter Fallback';
  font-weight: ${weight};
  src: ${local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(inter.ascent / inter.unitsPerEm / sizeAdjust)};
  descent-override: ${percent(inter.descent / inter.unitsPerEm / sizeAdjust)};
  line-gap-override: 0%;
}`,
  );
  return [
    `@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${url}) format('woff2-variations'), url(${url}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`,
    ...faces,
  ].join('\n');
}

/**
 * Fetches the face while the head is read, so on most visits it is there before the first paint and
 * the fallback never shows. Fonts are fetched in CORS mode, hence crossorigin even on the same origin.
 */
export const brandFacePreload = (url: string) =>
  `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;
