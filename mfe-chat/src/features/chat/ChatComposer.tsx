import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { VisuallyHidden } from 'shared-contracts/ui/layout';

import { Composer, SendButton } from './ChatComposer.styles';
import { canSend } from './conversation';
import { useMessageBoxFocus } from './use-message-box-focus';

interface ChatComposerProps {
  /** Typed in the greeting's field before the chat's code arrived. */
  initialDraft?: string;
  /** A reply is on its way: the box is disabled and nothing can be sent. */
  loading: boolean;
  /** The scheduler sits over the box. */
  schedulerOpen: boolean;
  focusOnOpen: boolean;
  onSend: (text: string) => void;
}

/** The message box and its send button: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ initialDraft, loading, schedulerOpen, focusOnOpen, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState(initialDraft ?? '');
  const input = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  useMessageBoxFocus(input, focusOnOpen, loading || schedulerOpen);

  const send = () => {
    if (!canSend(draft, loading)) return;
    onSend(draft);
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
  );
}
