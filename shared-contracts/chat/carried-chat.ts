/**
 * What the chat carries from one document to the next, and what the visitor typed before the
 * assistant's code arrived. Moves between remotes are document navigations (ADR 0014), so the
 * conversation lives in the tab's session storage: the chat writes it as it changes, the next page's
 * start script reopens the corner with it, and the chat picks it up when it mounts.
 *
 * Plain functions over `Storage`: the start script uses them before the federation runtime runs.
 */

import { readStoredJson, writeStoredJson, type TabStore } from 'shared-contracts/storage/tab-storage';

/** The conversation as the chat last drew it: whether it was open and its messages. */
export const CARRIED_CHAT_KEY = 'wrap-lab-chat';
/** Questions sent and a draft typed into the greeting's field before the chat's code arrived. */
export const EARLY_CHAT_KEY = 'wrap-lab-chat-early';

export interface CarriedMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  timestamp: number;
  link?: { label: string; to: string };
}

export interface CarriedChat {
  open: boolean;
  messages: CarriedMessage[];
}

export interface EarlyQuestion {
  content: string;
  /** Milliseconds since 1970, when the visitor sent it: the reply's second runs from here. */
  sentAt: number;
}

export interface EarlyChat {
  questions: EarlyQuestion[];
  draft: string;
}

const isMessage = (value: unknown): value is CarriedMessage => {
  const m = value as Partial<CarriedMessage> | null;
  return (
    typeof m?.id === 'string' &&
    typeof m.content === 'string' &&
    (m.sender === 'user' || m.sender === 'bot') &&
    typeof m.timestamp === 'number' &&
    (m.link === undefined || (typeof m.link?.label === 'string' && typeof m.link.to === 'string'))
  );
};

/** The carried conversation, or null when there is none (or what is stored is not one). */
export function readCarriedChat(storage: TabStore | undefined): CarriedChat | null {
  const value = readStoredJson(storage, CARRIED_CHAT_KEY) as Partial<CarriedChat> | null;
  if (typeof value?.open !== 'boolean' || !Array.isArray(value.messages)) return null;
  return { open: value.open, messages: value.messages.filter(isMessage) };
}

/** Keeps the conversation for the next page; where storage is full or refused it stays on this page only. */
export function writeCarriedChat(storage: TabStore | undefined, chat: CarriedChat): void {
  writeStoredJson(storage, CARRIED_CHAT_KEY, chat);
}

export function readEarlyChat(storage: TabStore | undefined): EarlyChat {
  const value = readStoredJson(storage, EARLY_CHAT_KEY) as Partial<EarlyChat> | null;
  const questions = Array.isArray(value?.questions)
    ? value.questions.filter(
        (q: Partial<EarlyQuestion>) => typeof q?.content === 'string' && typeof q.sentAt === 'number',
      )
    : [];
  return { questions, draft: typeof value?.draft === 'string' ? value.draft : '' };
}

export function writeEarlyChat(storage: TabStore | undefined, early: EarlyChat): void {
  writeStoredJson(storage, EARLY_CHAT_KEY, early);
}

/** The chat takes what was typed early once, when it mounts. */
export function takeEarlyChat(storage: TabStore | undefined): EarlyChat {
  const early = readEarlyChat(storage);
  try {
    storage?.removeItem(EARLY_CHAT_KEY);
  } catch {
    // Nothing to clear.
  }
  return early;
}
