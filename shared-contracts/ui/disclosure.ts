import { css } from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

/**
 * The kit's disclosure mark for a `<summary>`: the browser's triangle hidden, a chevron drawn in the
 * text colour at the end of the line, turned up while its `<details>` is open.
 */
export const disclosureSummary = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '';
    flex: none;
    width: 0.5em;
    height: 0.5em;
    margin-right: 0.2em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.15s ease;
  }
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
  ${media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

/**
 * From `query` on, a `<details>` shows its content whether open or not, and its summary is a plain
 * heading (no mark, no toggle): link groups that fold on phones and stand open on wider screens.
 * Scripts can set `open` to match, so assistive technology hears the group open too.
 */
export const unfoldedFrom = (query: string) => css`
  ${query} {
    &::details-content {
      content-visibility: visible;
      block-size: auto;
    }
    > summary {
      pointer-events: none;
      cursor: default;
    }
    > summary::after {
      display: none;
    }
  }
`;
