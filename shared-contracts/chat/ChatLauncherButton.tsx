import type { ComponentPropsWithRef } from 'react';
import styled, { css, keyframes } from 'styled-components';

import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';

/** The header's place for the launcher: an empty box of the launcher's size, named for anchor positioning. */
export const CHAT_LAUNCHER_SPOT = '--chat-launcher-spot';
const SPOT = CHAT_LAUNCHER_SPOT;
const SPOT_SIZE = '44px';

/**
 * Where the chat lives so that it covers nothing of the page:
 * - from 1280 px the page's text stops 60 px short of the window's edge, and the launcher sits in that
 *   margin, in the bottom corner;
 * - narrower, there is no such margin: in the first view the launcher sits in the header bar, on a
 *   place the header keeps for it, and the open panel drops below the header; once the header has
 *   scrolled away it takes the bottom corner, where the footer keeps it room at the end of the page.
 *   A browser without anchor positioning keeps it in the corner.
 */
export const chatInHeader = (rules: ReturnType<typeof css>) => css`
  @supports (anchor-name: ${SPOT}) {
    @media (max-width: 1279.98px) {
      ${rules}
    }
  }
`;

/**
 * A scroll-driven switch, no motion: past 60 px of scrolling (the header has gone) the launcher stops
 * following its place in the header (an anchored box moves with its anchor) and takes the corner.
 */
export const leavesTheHeader = (header: string, corner: string) => {
  const leave = keyframes`
    from { ${header} }
    to { position-anchor: none; ${corner} }
  `;
  return css`
    animation: ${leave} linear both;
    animation-timeline: scroll(root block);
    animation-range: 0 120px;
  `;
};

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

/** The header's place for the launcher; empty and out of the layout where the launcher is in the corner. */
export const ChatLauncherSpot = styled.span`
  display: none;
  ${chatInHeader(css`
    display: block;
    flex: none;
    width: ${SPOT_SIZE};
    height: ${SPOT_SIZE};
    anchor-name: ${SPOT};
  `)}
`;

/** The corner the chat lives in: the launcher, and the panel above it while open (below it in the header). */
export const ChatDock = styled.div`
  position: fixed;
  right: 12px;
  bottom: 12px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  font-family: var(--font-body);
  /* The dock's own box is as wide as the open panel: only its launcher and panel take presses, not the gap beside them. */
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
  ${chatInHeader(css`
    /* Above the header, on the place it keeps. */
    z-index: 60;
    position-anchor: ${SPOT};
    top: anchor(top);
    right: anchor(right);
    bottom: auto;
    flex-direction: column-reverse;
    position-visibility: always;
    ${leavesTheHeader(
      'top: anchor(top); right: anchor(right); bottom: auto; flex-direction: column-reverse;',
      'top: auto; right: 12px; bottom: 12px; flex-direction: column;',
    )}
  `)}
`;

/** A round button, so it covers as little as it can; the label is for assistive technology. */
const Launcher = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  .launcher-label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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
  ${chatInHeader(css`
    width: ${SPOT_SIZE};
    height: ${SPOT_SIZE};
    box-shadow: none;
  `)}
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
