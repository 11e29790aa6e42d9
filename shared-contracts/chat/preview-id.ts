/** The greeting popover the shell's launcher opens, with its field (server HTML); shared by the start script and the shell. */
export const CHAT_PREVIEW_ID = 'chat-preview';

/** On `<html>`, set by the start script: the visitor has something for the chat (an open conversation, an early question). */
export const CHAT_WAITING_ATTRIBUTE = 'data-chat-waiting';
