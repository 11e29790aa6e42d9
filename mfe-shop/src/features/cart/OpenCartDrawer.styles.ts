import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  /* A modal over the whole page: above the header, the chat launcher that sits on it below 1280 px
     (60) and the toasts (65), so an "Added to cart!" never lies over Checkout Securely. */
  z-index: 70;
  background: rgb(11 17 32 / 55%);
  display: flex;
  justify-content: flex-end;
`;

export const Panel = styled.div`
  width: min(100%, 420px);
  height: 100%;
  background: var(--color-surface);
  display: flex;
  flex-direction: column;
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
