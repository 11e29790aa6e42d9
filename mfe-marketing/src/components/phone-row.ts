import { css } from 'styled-components';

/**
 * Below the medium breakpoint a list of cards becomes one row to swipe through, each card showing the
 * edge of the next and snapping into place; from there up the list keeps its own grid. A row of cards
 * with no link or button in them takes `tabIndex={0}` and a label, so a keyboard can scroll it too.
 */
export const phoneRow = css`
  @media (max-width: 767px) {
    display: grid;
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(250px, 80%);
    gap: 14px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 20px;
    margin-inline: -20px;
    padding: 4px 20px 16px;
    > li {
      scroll-snap-align: start;
    }
    &:focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: -3px;
    }
  }
`;
