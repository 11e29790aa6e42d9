/** Design tokens every part uses, exposed as CSS custom properties so no provider has to cross a root. */
export const theme = {
  color: {
    ink: '#0f172a',
    inkSoft: '#334155',
    muted: '#556070',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    line: '#e2e8f0',
    brand: '#c2410c',
    brandDark: '#9a3412',
    brandInk: '#ffffff',
    /** Brand orange lightened for text, lines and fills on the night backgrounds. */
    brandBright: '#fb923c',
    brandOnDark: '#fdba74',
    brandPale: '#fed7aa',
    brandGlow: '#fb923c26',
    brandGlowStrong: '#fb923c33',
    brandGlowLine: '#fb923c66',
    brandGlowLineStrong: '#fb923c80',
    /** Brand orange faded to a background on light surfaces. */
    brandTint: '#fff7ed',
    brandTintStrong: '#ffedd5',
    lineStrong: '#cbd5e1',
    lineBold: '#94a3b8',
    night: '#0b1120',
    nightSoft: '#16213a',
    /** Text on the night backgrounds and dark photos, from headings to fine print. */
    onDark: '#ffffff',
    onDarkSoft: '#e2e8f0',
    onDarkMuted: '#cbd5e1',
    onDarkFaint: '#94a3b8',
    accent: '#2563eb',
    success: '#15803d',
    successTint: '#dcfce7',
    danger: '#b91c1c',
    dangerTint: '#fef2f2',
    dangerLine: '#fecaca',
    dangerInk: '#7f1d1d',
    /** The test-payment notice: a yellow note that must not read as an error. */
    noticeTint: '#fef9c3',
    noticeLine: '#ca8a04',
    noticeInk: '#713f12',
    noticeStrong: '#854d0e',
    focus: '#f59e0b',
    /** Every star rating, on light and night backgrounds alike: 3:1 or more against both. */
    star: '#dd6b0f',
    disabledInk: '#b6bfcc',
  },
  /** One brand face, Inter, self-hosted by the shell; "Inter Fallback" is a local face sized to its metrics. */
  font: {
    body: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    display: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radius: { sm: '6px', md: '10px', lg: '18px' },
  shadow: { card: '0 1px 2px rgb(15 23 42 / 6%), 0 8px 24px rgb(15 23 42 / 8%)' },
  layout: { maxWidth: '1200px', headerHeight: '76px', headerCompactHeight: '60px', phoneBarHeight: '64px' },
  breakpoint: { md: '768px', lg: '1024px' },
} as const;

const kebab = (value: string) => value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const themeCssVariables = Object.entries(theme)
  .flatMap(([group, tokens]) =>
    typeof tokens === 'object' && group !== 'breakpoint'
      ? Object.entries(tokens).map(([name, value]) => `--${group}-${kebab(name)}: ${value};`)
      : [],
  )
  .join('\n');

export const media = {
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

/**
 * For a band that usually starts below the first screen: the browser lays it out and paints it only
 * as it nears the viewport, so the first view's layout covers what is on screen. `estimate` is the
 * band's usual height, held until it has been drawn once and remembered after.
 */
export const laidOutWhenNear = (estimate: number) =>
  `content-visibility: auto; contain-intrinsic-size: auto ${estimate}px;`;
