import { css } from 'styled-components';

/**
 * For a `<details>`: its `<summary>` is a row with a chevron drawn at its end in place of the
 * browser's triangle, pointing down when closed and up when open. `color` sets the chevron's colour.
 */
export const disclosureMarker = (color = 'currentColor') => css`
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    list-style: none;
    cursor: pointer;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin: 0 4px 4px 0;
    border-right: 2px solid ${color};
    border-bottom: 2px solid ${color};
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  &[open] > summary::after {
    margin: 4px 4px 0 0;
    transform: rotate(-135deg);
  }
  @media (prefers-reduced-motion: reduce) {
    > summary::after {
      transition: none;
    }
  }
`;
