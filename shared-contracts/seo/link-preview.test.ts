import { linkPreviewAlt, linkPreviewFile, linkPreviewWords } from './link-preview';

const trail = (...names: string[]) => names.map((name, i) => ({ name, url: `/${i}` }));

describe('link preview words', () => {
  it("take the page's title without the site name, and its section from the breadcrumb trail", () => {
    expect(
      linkPreviewWords({
        title: 'Vehicle Wraps in Chicago | Wrap Lab Chicago',
        breadcrumbs: trail('Home', 'Services', 'Vehicle Wraps'),
      }),
    ).toEqual({ kicker: 'Services', headline: 'Vehicle Wraps in Chicago' });
  });

  it('say what the shop is on a page straight under home, and join a title of several parts', () => {
    expect(
      linkPreviewWords({ title: 'Vehicle Wraps Chicago | Fleet Wraps, PPF & Ceramic Coatings | Wrap Lab Chicago' }),
    ).toEqual({
      kicker: "Chicago's vehicle wrap & protection shop",
      headline: 'Vehicle Wraps Chicago: Fleet Wraps, PPF & Ceramic Coatings',
    });
  });

  it('name the card by its canonical path and its words', () => {
    const meta = { title: 'Evanston | Wrap Lab Chicago', canonical: 'https://www.example.test/locations/evanston' };
    expect(linkPreviewFile(meta)).toMatch(/^locations--evanston\.[0-9a-f]{8}\.jpg$/);
    expect(linkPreviewFile({ ...meta, canonical: '/' })).toMatch(/^home\./);
    expect(linkPreviewFile({ ...meta, title: 'Skokie | Wrap Lab Chicago' })).not.toBe(linkPreviewFile(meta));
    expect(linkPreviewAlt(meta)).toBe(
      "Wrap Lab Chicago logo with “Evanston” (Chicago's vehicle wrap & protection shop)",
    );
  });
});
