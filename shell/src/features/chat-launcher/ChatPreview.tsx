import styled, { css } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { ASSISTANT_NAME, CHAT_PREVIEW_ID, chatPreviewGreeting } from 'shared-contracts/chat/chat-contract';
import { CHAT_LAUNCHER_SPOT, chatInHeader, leavesTheHeader } from 'shared-contracts/chat/ChatLauncherButton';
import { VisuallyHidden } from 'shared-contracts/ui/layout';

import { EARLY_FIELD_ID, EARLY_LOG_ID } from './early-chat-ids';

/**
 * The chat's greeting and a field to type in, as server HTML, opened by the launcher at once; the
 * assistant's code arrives meanwhile and takes the corner over with the conversation, answering
 * what was sent here (`early-chat.ts`, run by the start script, keeps it). The earlier messages of a
 * conversation carried from the last page are drawn into the log by the start script; React leaves
 * that box's children alone, so they never count as a hydration mismatch. A `dialog` form sends
 * nothing anywhere, with or without scripts.
 */
export function ChatPreview() {
  return (
    <Panel id={CHAT_PREVIEW_ID} popover="auto" aria-label={`Chat with ${ASSISTANT_NAME}`}>
      <h2>{ASSISTANT_NAME}, Wrap Lab Chicago</h2>
      <div role="log" aria-label="Conversation">
        <p>{chatPreviewGreeting}</p>
        <div id={EARLY_LOG_ID} dangerouslySetInnerHTML={{ __html: '' }} />
      </div>
      <form method="dialog">
        <VisuallyHidden as="label" htmlFor={EARLY_FIELD_ID}>
          Your question for {ASSISTANT_NAME}
        </VisuallyHidden>
        <textarea id={EARLY_FIELD_ID} name="message" rows={1} placeholder="Type your question..." />
        <button type="submit">Send</button>
      </form>
      <footer role="status">
        Connecting you to {ASSISTANT_NAME}… or call <a href={business.phone.href}>{business.phone.display}</a>.
      </footer>
    </Panel>
  );
}

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
  [role='log'] {
    display: flex;
    flex-direction: column;
    gap: 8px;
    max-height: min(320px, 50dvh);
    overflow-y: auto;
  }
  #${EARLY_LOG_ID} {
    display: contents;
  }
  [role='log'] p {
    margin: 0;
    padding: 12px 14px;
    border-radius: var(--radius-md);
    background: var(--color-surface-alt);
    line-height: 1.5;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  [role='log'] p[data-sender='user'] {
    align-self: flex-end;
    max-width: 85%;
    background: var(--color-brand);
    color: var(--color-brand-ink);
  }
  form {
    display: flex;
    gap: 8px;
    margin-top: 10px;
  }
  textarea {
    flex: 1;
    min-height: 44px;
    padding: 11px 14px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    font: inherit;
    font-size: 1rem;
    resize: none;
    color: var(--color-ink);
  }
  form button {
    flex: none;
    min-width: 64px;
    min-height: 44px;
    border: 0;
    border-radius: 12px;
    background: var(--color-brand);
    color: var(--color-brand-ink);
    font: inherit;
    font-weight: 700;
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
