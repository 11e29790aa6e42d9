/** The greeting popover's field and the box its messages are drawn into, shared by the shell's HTML and the start script. */
export const EARLY_FIELD_ID = 'chat-preview-message';
export const EARLY_LOG_ID = 'chat-preview-messages';
