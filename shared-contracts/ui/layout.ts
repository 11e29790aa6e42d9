import styled, { css } from 'styled-components';

/** Page-width wrapper every page section sits in. */
export const Container = styled.div`
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 0 20px;
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 12px 22px;
  border-radius: 999px;
  border: 2px solid transparent;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Primary call to action. Use `as={Link}` (react-router) or `as="a"` for links. */
export const PrimaryButton = styled.button`
  ${buttonBase}
  background: var(--color-brand);
  color: var(--color-brand-ink);
  &:hover:not(:disabled),
  &:focus-visible {
    background: var(--color-brand-dark);
  }
`;

/** Secondary action on light backgrounds. */
export const SecondaryButton = styled.button`
  ${buttonBase}
  background: var(--color-surface);
  color: var(--color-ink);
  border-color: var(--color-line);
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: var(--color-ink);
  }
`;

/** Secondary action on dark backgrounds (heroes, banners). */
export const GhostButton = styled.button`
  ${buttonBase}
  background: rgb(255 255 255 / 8%);
  color: var(--color-on-dark);
  border-color: rgb(255 255 255 / 55%);
  &:hover:not(:disabled),
  &:focus-visible {
    background: rgb(255 255 255 / 18%);
  }
`;

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** A wrapping row of buttons or links. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;
