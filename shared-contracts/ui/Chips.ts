import styled, { css } from 'styled-components';

const tones = {
  plain: css`
    a {
      padding: 10px 18px;
      border: 1px solid var(--color-line);
      background: var(--color-surface);
      color: var(--color-ink);
    }
    a:hover,
    a:focus-visible,
    a[aria-current='page'] {
      border-color: var(--color-brand);
      color: var(--color-brand);
    }
  `,
  /** Over a hero's dark photo: glassy pills that fill with the brand colour on hover. */
  night: css`
    a {
      padding: 8px 16px;
      background: rgb(255 255 255 / 12%);
      border: 1px solid rgb(255 255 255 / 40%);
      color: var(--color-on-dark);
    }
    a:hover,
    a:focus-visible {
      background: var(--color-brand);
      border-color: var(--color-brand);
    }
  `,
};

/** Smaller pills, for a row of filters or of places under a section's lead. */
const small = css`
  a {
    padding: 8px 16px;
    font-weight: 600;
  }
`;

/**
 * A wrapping row of pill links (`<li><Link/></li>` each) to related pages; the link with
 * `aria-current="page"` is marked as the hovered one is. `$size="small"`: tighter pills.
 */
export const Chips = styled.ul<{ $tone?: keyof typeof tones; $size?: 'small' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    display: inline-block;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
  }
  ${({ $tone = 'plain' }) => tones[$tone]}
  ${({ $size }) => $size === 'small' && small}
`;
