/** Avery answers about 1 s after a message and confirms a booking about 1.5 s after Schedule Consultation. */
export const REPLY_DELAY_MS = 1000;
export const BOOKING_CONFIRM_DELAY_MS = 1500;

/** Nearby towns the chat lists: within 30 miles of the visitor's town, the 5 nearest at most. */
export const NEARBY_MILES = 30;
export const NEARBY_LIMIT = 5;

export const REPLY_ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';
