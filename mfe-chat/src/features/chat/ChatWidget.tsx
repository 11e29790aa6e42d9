import { useId, useRef, useState } from 'react';

import { takeEarlyChat } from 'shared-contracts/chat/carried-chat';
import { ChatDock, ChatLauncherButton } from 'shared-contracts/chat/ChatLauncherButton';
import { sessionStore } from 'shared-contracts/storage/tab-storage';

import { ChatPanel } from './ChatPanel';
import { chatClosed, chatOpened, selectChat } from './chatSlice';
import { useCarriedChat } from './use-carried-chat';
import { useChatDispatch, useChatSelector } from './use-chat-store';

/** The launcher in the corner and, when open, the conversation above it. */
export function ChatWidget() {
  const dispatch = useChatDispatch();
  const { open, messages } = useChatSelector(selectChat);
  useCarriedChat(open, messages);
  // What the visitor sent or typed in the greeting's field before this code arrived, taken once.
  const [early] = useState(() => takeEarlyChat(sessionStore()));
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
      {open && <ChatPanel id={panelId} onClose={close} focusOnOpen={!openOnArrival} early={early} />}
      <ChatLauncherButton
        ref={launcher}
        open={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : dispatch(chatOpened()))}
      />
    </ChatDock>
  );
}
