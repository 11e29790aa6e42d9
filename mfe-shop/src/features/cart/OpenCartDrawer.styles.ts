import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

/**
 * The browser's modal dialog, drawn as a panel along the right edge over the dimmed page (its
 * backdrop). In the top layer it lies above the header, the chat launcher and the toasts.
 */
export const Drawer = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(100%, 420px);
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--color-surface);
  color: var(--color-ink);
  box-shadow: -12px 0 40px rgb(0 0 0 / 25%);
  animation: slide-in 0.2s ease-out;
  @keyframes slide-in {
    from {
      transform: translateX(40px);
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    animation: none;
  }
  &::backdrop {
    background: rgb(11 17 32 / 55%);
  }
  /* The panel fills the dialog: a press that lands on the dialog itself came from the backdrop. */
  > div {
    height: 100%;
    display: flex;
    flex-direction: column;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 20px 22px;
    border-bottom: 1px solid var(--color-line);
  }
  h2 {
    font-family: var(--font-display);
    font-size: 1.6rem;
    margin: 0;
  }
`;

export const Close = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 999px;
  border: 1px solid var(--color-line);
  background: var(--color-surface);
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
  }
`;

export const Empty = styled.p`
  flex: 1;
  padding: 32px 22px;
  color: var(--color-ink-soft);
`;
