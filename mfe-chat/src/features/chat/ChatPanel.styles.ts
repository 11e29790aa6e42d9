import styled from 'styled-components';

export const Panel = styled.section`
  position: relative;
  /* The scheduler, a modal dialog in the top layer, is drawn over the panel through this anchor. */
  anchor-name: --chat-panel;
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 32px));
  /* Clear of the header above and the launcher below (or the header it sits in). */
  height: min(560px, calc(100dvh - 170px));
  overflow: hidden;
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-ink);
  box-shadow: 0 24px 48px rgb(15 23 42 / 28%);
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 18px;
  background: var(--color-night);
  color: var(--color-on-dark);
  border-bottom: 3px solid var(--color-brand);
  h2 {
    margin: 0;
    font: 700 1.25rem/1.1 var(--font-display);
    letter-spacing: 0.02em;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.82rem;
    color: rgb(255 255 255 / 72%);
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--color-brand);
  font: 700 1.2rem/1 var(--font-display);
`;

export const Log = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  overflow-y: auto;
  background: var(--color-surface-alt);
  overscroll-behavior: contain;
`;
