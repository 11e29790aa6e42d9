import { css } from 'styled-components';

/** Links in a list of towns or services: plain text in `color`, the brand colour and an underline under the pointer or focus. */
export const quietLinks = (color = 'var(--color-ink)') => css`
  a {
    color: ${color};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: var(--color-brand);
    text-decoration: underline;
  }
`;
