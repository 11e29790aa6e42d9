import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { Link } from 'shared-contracts/routing/router';
import { VisuallyHidden } from 'shared-contracts/ui/layout';

import { Bubble, Dots } from './ChatBubbles.styles';
import type { ChatMessage } from './chatSlice';

/** Three pulsing dots in the assistant's bubble, named for screen readers by `label`. */
export function Typing({ label }: { label: string }) {
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

/** The assistant's greeting, which opens every conversation and is not one of its stored messages. */
export function Greeting({ text }: { text: string }) {
  return (
    <Bubble $sender="bot">
      <VisuallyHidden>{`${ASSISTANT_NAME}: `}</VisuallyHidden>
      {text}
    </Bubble>
  );
}

export function MessageBubble({ message }: { message: ChatMessage }) {
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
