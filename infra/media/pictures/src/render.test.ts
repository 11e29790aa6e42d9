import sharp from 'sharp';

import { mediaImage } from 'shared-contracts/media/catalog';

import { pictureSvg } from './render';

const hostile = 'A<B & "C" <script>alert(1)</script>';

/** The text nodes of an SVG document, unescaped as an XML reader would. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) =>
    text!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe('lettering a designer types', () => {
  it('is drawn as text, never read as markup, on a van and a fleet', async () => {
    const van = pictureSvg(mediaImage('plumbing-van-wrap'), {
      kind: 'vehicle',
      vehicle: 'van',
      color: '#1d4ed8',
      livery: { kind: 'business', company: hostile, tagline: 'Pipes & "drains" <24/7>', accent: '#f97316' },
      backdrop: 'street',
    });
    const fleet = pictureSvg(mediaImage('fleet-vans'), {
      kind: 'fleet',
      vehicle: 'van',
      color: '#0f766e',
      company: hostile,
      accent: '#fbbf24',
    });
    for (const svg of [van, fleet]) {
      expect(svg).not.toContain('<script');
      expect(svg).toContain('A&lt;B &amp; &quot;C&quot; &lt;script&gt;');
      expect(texts(svg)).toContain(hostile);
      // A malformed document would not draw at all.
      expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(1280);
    }
    expect(texts(van)).toEqual([hostile, 'Pipes & "drains" <24/7>']);
  });
});
