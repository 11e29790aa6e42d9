import type { EarlyQuestion } from 'shared-contracts/chat/carried-chat';
import { toastShown } from 'shared-contracts/store/toast';
import type { ThunkAction, UnknownAction } from 'shared-contracts/store/toolkit';

import { BOOKING_CONFIRM_DELAY_MS, REPLY_DELAY_MS, REPLY_ERROR_TEXT } from './assistant';
import { formatLongDate, type IsoDate, type TimeSlot } from './booking-dates';
import { bookingConfirmedAnswer } from './chat-rules';
import {
  botReplied,
  consultationRequested,
  replyFailed,
  schedulerOpened,
  selectChat,
  userMessageSent,
  type ChatRootState,
} from './chatSlice';
import { fillTemplate, type Reply } from './match-rule';

type ChatThunk = ThunkAction<Promise<void>, ChatRootState, unknown, UnknownAction>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a draft may be sent: something other than spaces, and no reply pending. */
export const canSend = (draft: string, loading: boolean) => !loading && draft.trim() !== '';

/**
 * The visitor sends a message: it shows at once, the typing indicator for about a second, then the
 * answer. A scheduling answer also opens the scheduler. If answering fails, the error toast shows and
 * loading stops, so the visitor can try again.
 */
export const messageSubmitted =
  (draft: string, respond: (message: string) => Reply, sentAt = Date.now()): ChatThunk =>
  async (dispatch, getState) => {
    if (!canSend(draft, selectChat(getState()).loading)) return;
    const content = draft.trim();
    dispatch(userMessageSent(content));
    await wait(Math.max(0, REPLY_DELAY_MS - (Date.now() - sentAt)));
    try {
      const reply = respond(content);
      dispatch(botReplied(reply.text, reply.link));
      if (reply.action === 'schedule') dispatch(schedulerOpened());
    } catch (error) {
      console.error('[chat] Could not answer the message', error);
      dispatch(replyFailed());
      dispatch(toastShown({ title: REPLY_ERROR_TEXT, variant: 'destructive' }));
    }
  };

/**
 * Questions the visitor sent in the greeting's field before the chat's code arrived, answered in
 * order: each shows, and its answer comes a second after it was sent (at once when that has passed).
 */
export const earlyQuestionsAnswered =
  (questions: readonly EarlyQuestion[], respond: (message: string) => Reply): ChatThunk =>
  async (dispatch) => {
    for (const question of questions) await dispatch(messageSubmitted(question.content, respond, question.sentAt));
  };

/** The visitor confirms a day and time: after about 1.5 s the bot confirms and a toast says so. */
export const consultationConfirmed =
  (booking: { date: IsoDate; time: TimeSlot; town: string }): ChatThunk =>
  async (dispatch) => {
    dispatch(consultationRequested());
    await wait(BOOKING_CONFIRM_DELAY_MS);
    const date = formatLongDate(booking.date);
    dispatch(botReplied(fillTemplate(bookingConfirmedAnswer, { date, time: booking.time, town: booking.town })));
    dispatch(
      toastShown({ title: 'Consultation scheduled!', description: `${date} at ${booking.time}`, variant: 'success' }),
    );
  };
