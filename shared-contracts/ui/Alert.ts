import styled, { css } from 'styled-components';

const tones = {
  /** Something failed and the visitor has to act (a payment that did not go through). */
  danger: css`
    background: var(--color-danger-tint);
    border-color: var(--color-danger-line);
    color: var(--color-danger-ink);
  `,
  /** Something the visitor should know, nothing wrong on their side (a product link that led nowhere). */
  info: css`
    background: var(--color-brand-tint);
    border-color: var(--color-brand-pale);
    color: var(--color-brand-dark);
  `,
  /** A yellow note that must not read as an error (pictures that did not load). */
  notice: css`
    background: var(--color-notice-tint);
    border-color: var(--color-notice-line);
    color: var(--color-notice-ink);
  `,
};

export type AlertTone = keyof typeof tones;

/**
 * A boxed message in the page's flow; give it `role="alert"` when it reports a failure as it happens,
 * `role="note"` or `role="status"` otherwise. One line of text is set bold; with a `<strong>` title
 * and a paragraph, the title is bold and the paragraph plain, and a button after the paragraph keeps
 * its distance. Like a paragraph it keeps 12px from what stands before and after it in its box.
 */
export const Alert = styled.div<{ $tone?: AlertTone }>`
  margin: 12px 0;
  &:first-child {
    margin-top: 0;
  }
  &:last-child {
    margin-bottom: 0;
  }
  padding: 12px 16px;
  border: 1px solid;
  border-radius: var(--radius-md);
  font-weight: 600;
  line-height: 1.5;
  ${({ $tone = 'info' }) => tones[$tone]}
  strong {
    display: block;
    margin-bottom: 4px;
    font-weight: 700;
  }
  p {
    margin: 0;
    font-weight: 400;
  }
  p + :is(a, button) {
    margin-top: 12px;
  }
`;
