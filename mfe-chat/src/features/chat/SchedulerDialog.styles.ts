import styled from 'styled-components';

/**
 * The browser's modal dialog, in the top layer, drawn exactly over the chat panel it belongs to (the
 * panel is the anchor `--chat-panel`); a browser without anchor positioning centres it at the panel's
 * size. It stays inside the chat's root in the DOM, so the chat's styles apply.
 */
export const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  margin: auto;
  width: min(380px, calc(100vw - 32px));
  height: min(560px, calc(100dvh - 170px));
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  border-radius: var(--radius-lg);
  overflow: hidden;
  background: var(--color-surface);
  color: var(--color-ink);
  @supports (position-anchor: --chat-panel) {
    position-anchor: --chat-panel;
    inset: anchor(top) anchor(right) anchor(bottom) anchor(left);
    width: auto;
    height: auto;
    margin: 0;
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgb(11 17 32 / 35%);
  }
`;

export const Reply = styled.p`
  margin: 12px 18px 0;
  padding: 10px 14px;
  border-radius: var(--radius-md) var(--radius-md) var(--radius-md) 4px;
  background: var(--color-surface-alt);
  color: var(--color-ink);
  font-size: 0.9rem;
  line-height: 1.4;
`;

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 18px 8px;
  h3 {
    margin: 0;
    font: 700 1.35rem/1.1 var(--font-display);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 4px 0 0;
    color: var(--color-muted);
    font-size: 0.85rem;
  }
`;

export const TextButton = styled.button`
  border: 0;
  padding: 6px 8px;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-ink-soft);
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-brand);
  }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 4px 18px 12px;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 18px 16px;
  border-top: 1px solid var(--color-line);
  button {
    padding: 10px 18px;
  }
`;
