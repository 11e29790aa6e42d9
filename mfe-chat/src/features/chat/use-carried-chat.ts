import { useEffect } from 'react';

import { writeCarriedChat } from 'shared-contracts/chat/carried-chat';
import { sessionStore } from 'shared-contracts/storage/tab-storage';

import type { ChatMessage } from './chatSlice';

/** Writes the conversation to the tab's session storage as it changes, for the next page to carry on. */
export function useCarriedChat(open: boolean, messages: ChatMessage[]) {
  useEffect(() => writeCarriedChat(sessionStore(), { open, messages }), [open, messages]);
}
