import { brandFaceCss } from './brand-face';

const css = brandFaceCss('/fonts/inter-latin-wght.0123456789.woff2');
const faces = css.split('@font-face').slice(1);

describe('the brand face', () => {
  it('loads Inter from the given URL, swapping in when it arrives', () => {
    expect(faces[0]).toContain("font-family: 'Inter';");
    expect(faces[0]).toContain('font-display: swap;');
    expect(faces[0]).toContain("src: url(/fonts/inter-latin-wght.0123456789.woff2) format('woff2-variations')");
  });

  it('sizes the local regular face to Inter for text, per weight', () => {
    expect(faces[1]).toContain('font-weight: 100 400;');
    expect(faces[1]).toContain("src: local('Arial'), local('ArialMT'), local('Liberation Sans')");
    expect(faces[1]).toContain('size-adjust: 106.52%;');
    expect(faces[1]).toContain('ascent-override: 90.95%;');
    expect(faces[1]).toContain('descent-override: 22.64%;');
    expect(faces[2]).toContain('font-weight: 500;');
    expect(faces[2]).toContain('size-adjust: 108.48%;');
  });

  it('sizes the local bold face per heavy weight, so bold headings wrap as they will in Inter', () => {
    expect(
      faces
        .slice(3)
        .map((face) =>
          /font-weight: ([^;]+);.*size-adjust: ([^;]+);.*ascent-override: ([^;]+);.*descent-override: ([^;]+);/s
            .exec(face)
            ?.slice(1),
        ),
    ).toEqual([
      ['600', '101.45%', '95.49%', '23.78%'],
      ['700', '102.27%', '94.72%', '23.59%'],
      ['800 900', '102.28%', '94.72%', '23.58%'],
    ]);
    for (const face of faces.slice(3))
      expect(face).toContain("src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')");
  });
});
