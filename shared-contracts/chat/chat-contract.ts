import { createAction } from 'shared-contracts/store/toolkit';

/** The assistant's own fixed name: the shell's launcher and the chat say it alike. */
export const ASSISTANT_NAME = 'Avery';

/*
 * The chat remote is loaded only once the visitor asks for it. Until then the shell draws the launcher;
 * pressing it dispatches `chatRequested`, and the shell mounts the chat remote on every page that
 * shows the chat. Once it is mounted the shell dispatches `chatHandedOver`: the chat opens its panel
 * for the visitor and draws its own launcher from then on, and the shell's launcher gives way.
 */
export const chatRequested = createAction('chat/requested');
export const chatHandedOver = createAction('chat/handedOver');

/** The shell's record of the visitor's request, `chatRequest` in the store. */
export interface ChatRequestState {
  /** The visitor has asked for the chat. */
  requested: boolean;
  /** The chat has been mounted since (the chat itself, or its fallback when it could not load). */
  handedOver: boolean;
}

export const initialChatRequest: ChatRequestState = { requested: false, handedOver: false };

interface WithChatRequest {
  chatRequest?: ChatRequestState;
}

export const selectChatRequested = (state: WithChatRequest): boolean => state.chatRequest?.requested ?? false;
export const selectChatHandedOver = (state: WithChatRequest): boolean => state.chatRequest?.handedOver ?? false;

/**
 * What the chat's corner shows, as server HTML, between the first press on the launcher and the
 * chat's own code taking over: the assistant's greeting (the chat then greets by the page's place).
 */
export { CHAT_PREVIEW_ID } from 'shared-contracts/chat/preview-id';
export const chatPreviewGreeting = `Hi, I'm ${ASSISTANT_NAME} from Wrap Lab Chicago. Ask me about prices, installation times, warranties and coatings, or type "schedule" to book a consultation.`;
