/** Reply delay and scheduling-confirmation delay (part 1, section 9). */
export const REPLY_DELAY_MS = 1000;
export const BOOKING_CONFIRM_DELAY_MS = 1500;

/** Nearby towns the chat lists: within 30 miles, up to 5 (part 1, section 9). */
export const NEARBY_MILES = 30;
export const NEARBY_LIMIT = 5;

export const REPLY_ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';
