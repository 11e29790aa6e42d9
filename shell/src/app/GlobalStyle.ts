import { createGlobalStyle } from 'styled-components';

import { themeCssVariables } from 'shared-contracts/ui/theme';

export const GlobalStyle = createGlobalStyle`
  :root { ${themeCssVariables} }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--font-body);
    color: var(--color-ink);
    background: var(--color-surface);
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
  }
  img { max-width: 100%; }
  /* Links no part styled still read as the brand's, never the browser's blue. */
  a { color: var(--color-brand-dark); text-underline-offset: 3px; }
  h1, h2, h3 { line-height: 1.2; }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
`;
