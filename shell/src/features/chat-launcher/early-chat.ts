import {
  readCarriedChat,
  readEarlyChat,
  writeEarlyChat,
  type CarriedMessage,
} from 'shared-contracts/chat/carried-chat';
import { CHAT_PREVIEW_ID, CHAT_WAITING_ATTRIBUTE } from 'shared-contracts/chat/preview-id';
import type { TabStore } from 'shared-contracts/storage/tab-storage';

import { EARLY_FIELD_ID, EARLY_LOG_ID } from './early-chat-ids';

/**
 * The chat before its code: run by the start script, plain DOM. The launcher opens the greeting
 * (its popover, server HTML) with the caret in its field; what the visitor sends is shown
 * and kept for the chat to answer when it mounts; the draft is kept as it is typed; intent on the
 * launcher (pointer, touch, focus) starts fetching the chat's code.
 */
export function answerEarlyChat(doc: Document, storage: TabStore | undefined, onIntent: () => void): void {
  const preview = doc.getElementById(CHAT_PREVIEW_ID);
  const field = () => doc.getElementById(EARLY_FIELD_ID) as HTMLTextAreaElement | null;
  const onLauncher = (event: Event) =>
    event.target instanceof Element && event.target.closest(`[popovertarget="${CHAT_PREVIEW_ID}"]`) !== null;
  const options = { capture: true, passive: true } as const;
  for (const type of ['pointerdown', 'pointerover', 'touchstart', 'focusin'])
    doc.addEventListener(type, (event) => onLauncher(event) && onIntent(), options);

  // The launcher's press opens the greeting here rather than by its `popovertarget`, so the field has
  // the caret in the same task and takes the very next key (closing is left to the browser).
  doc.addEventListener(
    'click',
    (event) => {
      if (!preview || !onLauncher(event) || preview.matches(':popover-open')) return;
      event.preventDefault();
      try {
        preview.showPopover();
      } catch {
        return;
      }
      field()?.focus();
    },
    { capture: true },
  );

  doc.addEventListener(
    'input',
    (event) => {
      if (event.target !== field()) return;
      writeEarlyChat(storage, { ...readEarlyChat(storage), draft: (event.target as HTMLTextAreaElement).value });
    },
    options,
  );

  const send = () => {
    const box = field();
    const content = box?.value.trim() ?? '';
    if (!box || content === '') return;
    const early = readEarlyChat(storage);
    writeEarlyChat(storage, { questions: [...early.questions, { content, sentAt: Date.now() }], draft: '' });
    doc.documentElement.setAttribute(CHAT_WAITING_ATTRIBUTE, '');
    drawMessages(doc, [{ sender: 'user', content }]);
    box.value = '';
  };
  doc.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !preview?.contains(event.target)) return;
      event.preventDefault();
      send();
    },
    { capture: true },
  );
  // Enter sends and Shift+Enter is a new line, as in the chat itself.
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.target !== field() || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      send();
    },
    { capture: true },
  );
}

/** Bubbles for messages in the greeting's log, as text (never markup). */
function drawMessages(doc: Document, messages: Pick<CarriedMessage, 'sender' | 'content'>[]) {
  const log = doc.getElementById(EARLY_LOG_ID);
  for (const message of messages) {
    const bubble = doc.createElement('p');
    bubble.dataset.sender = message.sender;
    bubble.textContent = message.content;
    log?.append(bubble);
  }
}

/**
 * A chat left open on the last page opens again on this one with its conversation, drawn from the
 * tab's storage until the chat's code takes the corner over; focus stays where the page put it.
 * True when there was one to reopen.
 */
export function reopenCarriedChat(doc: Document, storage: TabStore | undefined): boolean {
  const carried = readCarriedChat(storage);
  const preview = doc.getElementById(CHAT_PREVIEW_ID);
  if (!carried?.open || !preview || preview.matches(':popover-open')) return !!carried?.open;
  const early = readEarlyChat(storage);
  drawMessages(doc, [...carried.messages, ...early.questions.map((q) => ({ sender: 'user' as const, ...q }))]);
  const box = doc.getElementById(EARLY_FIELD_ID) as HTMLTextAreaElement | null;
  if (box && early.draft) box.value = early.draft;
  try {
    preview.showPopover();
  } catch {
    // A browser without popovers shows the conversation once the chat's code has mounted.
  }
  return true;
}

/**
 * Whether the visitor has something for the chat: a conversation left open, or a question sent early.
 * Marked on `<html>` for the shell, which then asks for the chat once it has hydrated.
 */
export function chatIsWaiting(storage: TabStore | undefined, doc?: Document): boolean {
  const waiting = readCarriedChat(storage)?.open === true || readEarlyChat(storage).questions.length > 0;
  if (waiting) doc?.documentElement.setAttribute(CHAT_WAITING_ATTRIBUTE, '');
  return waiting;
}
