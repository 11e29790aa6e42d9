import { useEffect, useRef } from 'react';

import type { EarlyChat } from 'shared-contracts/chat/carried-chat';

import type { IsoDate, TimeSlot } from './booking-dates';
import { homeLocation, replyContextFor } from './chat-location';
import { schedulerCancelled, selectChat } from './chatSlice';
import { consultationConfirmed, earlyQuestionsAnswered, messageSubmitted } from './conversation';
import { replyTo } from './match-rule';
import { useChatLocation } from './use-chat-location';
import { useChatDispatch, useChatSelector } from './use-chat-store';
import { useTownLookup } from './use-town-lookup';

/**
 * The conversation as the panel draws it: the messages, where the visitor is (replies and the
 * greeting name their place once it is known), and what the visitor can do: send, cancel or confirm
 * a consultation. Questions sent before the chat's code arrived are answered here.
 */
export function useConversation(earlyQuestions: EarlyChat['questions'] = []) {
  const dispatch = useChatDispatch();
  const { messages, loading, schedulerOpen } = useChatSelector(selectChat);
  const towns = useTownLookup(true);
  const where = useChatLocation(towns);
  const location = where.location ?? homeLocation;

  // Questions sent before the code arrived are answered once the reply can name the visitor's place;
  // each reply's second runs from when it was sent.
  const unanswered = useRef(earlyQuestions);
  useEffect(() => {
    if (where.pending || unanswered.current.length === 0) return;
    const questions = unanswered.current;
    unanswered.current = [];
    const context = replyContextFor(location, towns.lookup);
    void dispatch(earlyQuestionsAnswered(questions, (text) => replyTo(text, context)));
  }, [where.pending, location, towns.lookup, dispatch]);

  return {
    messages,
    loading,
    schedulerOpen,
    /** The visitor's place is still being read: the greeting waits for it. */
    pending: where.pending,
    location,
    send: (draft: string) => {
      const context = replyContextFor(location, towns.lookup);
      void dispatch(messageSubmitted(draft, (text) => replyTo(text, context)));
    },
    cancelScheduler: () => dispatch(schedulerCancelled()),
    confirmConsultation: (date: IsoDate, time: TimeSlot) =>
      void dispatch(consultationConfirmed({ date, time, town: location.town })),
  };
}
