import styled, { css } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { ASSISTANT_NAME, CHAT_PREVIEW_ID, chatPreviewGreeting } from 'shared-contracts/chat/chat-contract';
import { CHAT_LAUNCHER_SPOT, chatInHeader, leavesTheHeader } from 'shared-contracts/chat/ChatLauncherButton';

/** A popover over the launcher: the browser opens it on the first press, before any script. */
const Panel = styled.section`
  position: fixed;
  inset: auto 12px 76px auto;
  margin: 0;
  width: min(360px, calc(100vw - 24px));
  padding: 16px;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-ink);
  box-shadow: 0 18px 40px rgb(2 6 23 / 30%);
  font-family: var(--font-body);
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
  [role='log'] p {
    margin: 0;
    padding: 12px 14px;
    border-radius: var(--radius-md);
    background: var(--color-surface-alt);
    line-height: 1.5;
  }
  footer {
    margin-top: 10px;
    font-size: 0.9rem;
    color: var(--color-ink-soft);
  }
  /* Below the launcher's place in the header, where the launcher sits on narrower screens. */
  ${chatInHeader(css`
    position-anchor: ${CHAT_LAUNCHER_SPOT};
    inset: calc(anchor(bottom) + 12px) 12px auto auto;
    position-visibility: always;
    ${leavesTheHeader('inset: calc(anchor(bottom) + 12px) 12px auto auto;', 'inset: auto 12px 68px auto;')}
  `)}
`;

/**
 * The chat's greeting as server HTML, opened by the launcher at once; the assistant's code arrives
 * meanwhile and takes the corner over with the conversation (its replies take a second anyway).
 */
export function ChatPreview() {
  return (
    <Panel id={CHAT_PREVIEW_ID} popover="auto" aria-label={`Greeting from ${ASSISTANT_NAME}`}>
      <h2>{ASSISTANT_NAME}, Wrap Lab Chicago</h2>
      <div role="log" aria-label="Greeting">
        <p>{chatPreviewGreeting}</p>
      </div>
      <footer role="status">
        Connecting you to {ASSISTANT_NAME}… or call <a href={business.phone.href}>{business.phone.display}</a>.
      </footer>
    </Panel>
  );
}
