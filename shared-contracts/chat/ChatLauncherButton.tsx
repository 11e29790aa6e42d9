import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { media } from 'shared-contracts/ui/theme';

/** The corner the chat lives in: the launcher, and the panel above it while open. */
export const ChatDock = styled.div`
  position: fixed;
  right: 12px;
  bottom: 12px;
  ${media.md} {
    right: 16px;
    bottom: 16px;
  }
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  font-family: var(--font-body);
`;

/** On phones the launcher is a 52 px round button, so it covers as little of the page as it can. */
const Launcher = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  width: 52px;
  height: 52px;
  padding: 0;
  .launcher-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${media.md} {
    width: auto;
    height: auto;
    padding: 12px 20px 12px 14px;
    .launcher-label {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
  border: 0;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  font: inherit;
  font-weight: 700;
  box-shadow: 0 10px 28px rgb(194 65 12 / 40%);
  cursor: pointer;
  transition: background 0.15s ease;
  &:hover,
  &:focus-visible {
    background: var(--color-brand-dark);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 3px;
  }
  svg {
    flex: none;
  }
`;

function BubbleIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />}
    </svg>
  );
}

type ChatLauncherButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'children' | 'aria-expanded'> & {
  open: boolean;
};

/**
 * The chat launcher, one look wherever it is drawn: by the shell until the chat has loaded, then by
 * the chat, where it also closes the panel.
 */
export function ChatLauncherButton({ open, ...props }: ChatLauncherButtonProps) {
  return (
    <Launcher type="button" aria-expanded={open} {...props}>
      <BubbleIcon open={open} />
      <span className="launcher-label">{open ? 'Close chat' : `Chat with ${ASSISTANT_NAME}`}</span>
    </Launcher>
  );
}
