import { useEffect, useId, useRef } from 'react';

import type { EarlyChat } from 'shared-contracts/chat/carried-chat';
import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';

import { greetingFor } from './chat-location';
import { Greeting, MessageBubble, Typing } from './ChatBubbles';
import { ChatComposer } from './ChatComposer';
import { Avatar, Header, Log, Panel } from './ChatPanel.styles';
import { SchedulerDialog } from './SchedulerDialog';
import { useConversation } from './use-conversation';

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
  const chat = useConversation(early?.questions);
  const { messages, loading, schedulerOpen, pending } = chat;
  const log = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages.length, loading, pending]);

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
        {pending ? (
          <Typing label={`${ASSISTANT_NAME} is getting ready`} />
        ) : (
          <Greeting text={greetingFor(chat.location)} />
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {loading && <Typing label={`${ASSISTANT_NAME} is typing`} />}
      </Log>
      <ChatComposer
        initialDraft={early?.draft}
        loading={loading}
        schedulerOpen={schedulerOpen}
        focusOnOpen={focusOnOpen}
        onSend={chat.send}
      />
      {schedulerOpen && (
        <SchedulerDialog
          reply={messages.findLast((message) => message.sender === 'bot')?.content}
          onCancel={chat.cancelScheduler}
          onConfirm={chat.confirmConsultation}
        />
      )}
    </Panel>
  );
}
