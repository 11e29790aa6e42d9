import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';

import type { EarlyChat } from 'shared-contracts/chat/carried-chat';
import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { Link } from 'shared-contracts/routing/router';
import { VisuallyHidden } from 'shared-contracts/ui/layout';

import { greetingFor, homeLocation, replyContextFor } from './chat-location';
import { schedulerCancelled, selectChat, type ChatMessage } from './chatSlice';
import { canSend, consultationConfirmed, earlyQuestionsAnswered, messageSubmitted } from './conversation';
import { replyTo } from './match-rule';
import { SchedulerDialog } from './SchedulerDialog';
import { useChatLocation } from './use-chat-location';
import { useChatDispatch, useChatSelector } from './use-chat-store';
import { useTownLookup } from './use-town-lookup';

const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 32px));
  /* Clear of the header above and the launcher below (or the header it sits in). */
  height: min(560px, calc(100dvh - 170px));
  overflow: hidden;
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-ink);
  box-shadow: 0 24px 48px rgb(15 23 42 / 28%);
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 18px;
  background: var(--color-night);
  color: var(--color-on-dark);
  border-bottom: 3px solid var(--color-brand);
  h2 {
    margin: 0;
    font: 700 1.25rem/1.1 var(--font-display);
    letter-spacing: 0.02em;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.82rem;
    color: rgb(255 255 255 / 72%);
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--color-brand);
  font: 700 1.2rem/1 var(--font-display);
`;

const Log = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  overflow-y: auto;
  background: var(--color-surface-alt);
  overscroll-behavior: contain;
`;

const Bubble = styled.div<{ $sender: ChatMessage['sender'] }>`
  max-width: 85%;
  padding: 10px 14px;
  border-radius: 16px;
  line-height: 1.45;
  font-size: 0.95rem;
  /* Visitor text keeps its line breaks and is never read as markup. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $sender }) =>
    $sender === 'user'
      ? 'align-self: flex-end; background: var(--color-brand); color: var(--color-brand-ink); border-bottom-right-radius: 4px;'
      : 'align-self: flex-start; background: var(--color-surface); color: var(--color-ink); border: 1px solid var(--color-line); border-bottom-left-radius: 4px;'}
  a {
    display: inline-block;
    margin-top: 6px;
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: var(--color-muted);
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 12px;
  border-top: 1px solid var(--color-line);
  background: var(--color-surface);
  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 120px;
    padding: 11px 14px;
    border: 1px solid var(--color-line);
    border-radius: 12px;
    font: inherit;
    font-size: 0.95rem;
    resize: none;
    color: var(--color-ink);
    &:focus-visible {
      outline: 2px solid var(--color-brand);
      outline-offset: 1px;
    }
    &:disabled {
      background: var(--color-surface-alt);
    }
  }
`;

const SendButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--color-brand-dark);
  }
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  &:disabled {
    background: var(--color-line);
    color: var(--color-muted);
    cursor: not-allowed;
  }
`;

function Typing({ label }: { label: string }) {
  return (
    <Bubble $sender="bot" data-typing>
      <Dots aria-hidden="true">
        <span />
        <span />
        <span />
      </Dots>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Bubble>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  return (
    <Bubble $sender={message.sender}>
      <VisuallyHidden>{message.sender === 'user' ? 'You: ' : `${ASSISTANT_NAME}: `}</VisuallyHidden>
      {message.content}
      {message.link && (
        <>
          <br />
          <Link to={message.link.to}>{message.link.label} →</Link>
        </>
      )}
    </Bubble>
  );
}

interface ChatPanelProps {
  id: string;
  onClose: () => void;
  /** Move focus to the message box: when the visitor opened the chat, not when a page loads with it open. */
  focusOnOpen: boolean;
  /** Sent and typed in the greeting's field before the chat's code arrived: answered and kept here. */
  early?: EarlyChat;
}

/** The conversation: greeting, messages, typing indicator, message box, and the scheduler over it. */
export function ChatPanel({ id, onClose, focusOnOpen, early }: ChatPanelProps) {
  const dispatch = useChatDispatch();
  const { messages, loading, schedulerOpen } = useChatSelector(selectChat);
  const towns = useTownLookup(true);
  const where = useChatLocation(towns);
  const location = where.location ?? homeLocation;
  const [draft, setDraft] = useState(early?.draft ?? '');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const inputId = useId();

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages.length, loading, where.pending]);

  // The message box is disabled while a reply is on its way, and the scheduler sits over it; both drop
  // focus, so when they end and focus is nowhere, give it back to the message box.
  const busy = loading || schedulerOpen;
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (finished && (document.activeElement === document.body || document.activeElement === null))
      input.current?.focus();
  }, [busy]);

  // Questions sent before the code arrived are answered once the reply can name the visitor's place;
  // each reply's second runs from when it was sent.
  const earlyQuestions = useRef(early?.questions ?? []);
  useEffect(() => {
    if (where.pending || earlyQuestions.current.length === 0) return;
    const questions = earlyQuestions.current;
    earlyQuestions.current = [];
    const context = replyContextFor(location, towns.lookup);
    void dispatch(earlyQuestionsAnswered(questions, (text) => replyTo(text, context)));
  }, [where.pending, location, towns.lookup, dispatch]);

  const send = () => {
    if (!canSend(draft, loading)) return;
    const context = replyContextFor(location, towns.lookup);
    void dispatch(messageSubmitted(draft, (text) => replyTo(text, context)));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; keys that finish an IME composition are left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Panel
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !schedulerOpen) onClose();
      }}
    >
      <Header>
        <Avatar aria-hidden="true">{ASSISTANT_NAME.charAt(0)}</Avatar>
        <div>
          <h2 id={headingId}>Chat with {ASSISTANT_NAME}</h2>
          <p>Wrap Lab Chicago virtual assistant</p>
        </div>
      </Header>
      <Log ref={log} role="log" aria-live="polite" aria-label="Conversation">
        {where.pending ? (
          <Typing label={`${ASSISTANT_NAME} is getting ready`} />
        ) : (
          <Bubble $sender="bot">
            <VisuallyHidden>{`${ASSISTANT_NAME}: `}</VisuallyHidden>
            {greetingFor(location)}
          </Bubble>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {loading && <Typing label={`${ASSISTANT_NAME} is typing`} />}
      </Log>
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <VisuallyHidden as="label" htmlFor={inputId}>
          Message {ASSISTANT_NAME}
        </VisuallyHidden>
        <textarea
          id={inputId}
          ref={input}
          rows={1}
          value={draft}
          disabled={loading}
          placeholder="Type your question..."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <SendButton type="submit" aria-label="Send message" disabled={!canSend(draft, loading)}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12h13M13 6l6 6-6 6" />
          </svg>
        </SendButton>
      </Composer>
      {schedulerOpen && (
        <SchedulerDialog
          reply={messages.findLast((message) => message.sender === 'bot')?.content}
          onCancel={() => dispatch(schedulerCancelled())}
          onConfirm={(date, time) => void dispatch(consultationConfirmed({ date, time, town: location.town }))}
        />
      )}
    </Panel>
  );
}
