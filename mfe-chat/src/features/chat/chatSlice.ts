import { readCarriedChat } from 'shared-contracts/chat/carried-chat';
import { chatHandedOver } from 'shared-contracts/chat/chat-contract';
import { sessionStore } from 'shared-contracts/storage/tab-storage';
import { createSlice, nanoid, type PayloadAction } from 'shared-contracts/store/toolkit';

import { schedulerCancelledAnswer, type ChatLink } from './chat-rules';

/** A chat message (id, content, sender, timestamp), with an optional page link under a bot answer. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'bot';
  /** Milliseconds since 1970, when the message was added. */
  timestamp: number;
  link?: ChatLink;
}

export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  /** Waiting for a reply or a booking confirmation: the typing indicator shows, sending is off. */
  loading: boolean;
  schedulerOpen: boolean;
}

export const initialChatState: ChatState = { open: false, messages: [], loading: false, schedulerOpen: false };

const message = (sender: ChatMessage['sender'], content: string, link?: ChatLink): ChatMessage => ({
  id: nanoid(),
  content,
  sender,
  timestamp: Date.now(),
  ...(link ? { link } : {}),
});

/** The conversation this tab carried from its last page (a document move), or none. */
export function carriedChatState(): ChatState {
  const carried = readCarriedChat(sessionStore());
  return carried ? { ...initialChatState, open: carried.open, messages: carried.messages } : initialChatState;
}

/**
 * The conversation lives in the shared store while the visitor moves inside a page's remote, and in
 * the tab's session storage across document moves (`use-carried-chat.ts` writes it).
 */
export const chatSlice = createSlice({
  name: 'chat',
  initialState: carriedChatState,
  reducers: {
    chatOpened: (state) => void (state.open = true),
    chatClosed: (state) => void (state.open = false),
    userMessageSent: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.messages.push(action.payload);
        state.loading = true;
      },
      prepare: (content: string) => ({ payload: message('user', content) }),
    },
    botReplied: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.messages.push(action.payload);
        state.loading = false;
      },
      prepare: (content: string, link?: ChatLink) => ({ payload: message('bot', content, link) }),
    },
    replyFailed: (state) => void (state.loading = false),
    schedulerOpened: (state) => void (state.schedulerOpen = true),
    schedulerCancelled: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.schedulerOpen = false;
        state.messages.push(action.payload);
      },
      prepare: () => ({ payload: message('bot', schedulerCancelledAnswer) }),
    },
    consultationRequested: (state) => {
      state.schedulerOpen = false;
      state.loading = true;
    },
  },
  // The visitor asked for the chat on the shell's launcher, before this remote had loaded.
  extraReducers: (builder) => builder.addCase(chatHandedOver, (state) => void (state.open = true)),
});

export const {
  chatOpened,
  chatClosed,
  userMessageSent,
  botReplied,
  replyFailed,
  schedulerOpened,
  schedulerCancelled,
  consultationRequested,
} = chatSlice.actions;

export interface ChatRootState {
  chat?: ChatState;
}

export const selectChat = (state: ChatRootState): ChatState => state.chat ?? initialChatState;
