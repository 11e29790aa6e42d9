import { useId, useRef, useState } from 'react';

import { ChatDock, ChatLauncherButton } from 'shared-contracts/chat/ChatLauncherButton';

import { ChatPanel } from './ChatPanel';
import { chatClosed, chatOpened, selectChat } from './chatSlice';
import { useChatDispatch, useChatSelector } from './use-chat-store';

/** The launcher in the corner and, when open, the conversation above it. */
export function ChatWidget() {
  const dispatch = useChatDispatch();
  const { open } = useChatSelector(selectChat);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  // The message box takes focus when the visitor opens the panel (here or on the shell's launcher),
  // not when a page arrives with the panel already open.
  const [openOnArrival, setOpenOnArrival] = useState(open);
  if (openOnArrival && !open) setOpenOnArrival(false);

  const close = () => {
    dispatch(chatClosed());
    launcher.current?.focus();
  };

  return (
    <ChatDock>
      {open && <ChatPanel id={panelId} onClose={close} focusOnOpen={!openOnArrival} />}
      <ChatLauncherButton
        ref={launcher}
        open={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : dispatch(chatOpened()))}
      />
    </ChatDock>
  );
}
