import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { CHAT_PREVIEW_ID, chatRequested, selectChatHandedOver } from 'shared-contracts/chat/chat-contract';
import { ChatDock, ChatLauncherButton } from 'shared-contracts/chat/ChatLauncherButton';
import { CHAT_WAITING_ATTRIBUTE } from 'shared-contracts/chat/preview-id';
import { showsChat } from 'shared-contracts/routes/route-table';

import { usePathname } from '../navigation';
import { ChatPreview } from './ChatPreview';

/**
 * The chat's launcher until the visitor asks for the chat, whose code is not loaded before then.
 * Interest (pointer, touch or focus on it) starts fetching that code; pressing it asks for the chat.
 * The press opens the greeting and a field to type in at once (a popover of server HTML) while the
 * chat's code arrives; what is sent there is answered when it does.
 * Once the chat is mounted it draws its own launcher and panel, so these give way.
 */
export interface ChatLauncherProps {
  /** Start loading the chat remote's code (the visitor is about to press the launcher). */
  onInterest?: () => void;
}

export function ChatLauncher({ onInterest }: ChatLauncherProps) {
  const dispatch = useDispatch();
  const pathname = usePathname();
  const handedOver = useSelector(selectChatHandedOver);
  // A press before the scripts arrived opened the greeting, a question was sent there, or the chat
  // was open on the page the visitor came from: the visitor asked for the chat.
  useEffect(() => {
    const preview = document.getElementById(CHAT_PREVIEW_ID);
    if (preview?.matches(':popover-open') || document.documentElement.hasAttribute(CHAT_WAITING_ATTRIBUTE))
      dispatch(chatRequested());
  }, [dispatch]);
  if (handedOver || !showsChat(pathname)) return null;
  return (
    <ChatDock>
      <ChatPreview />
      <ChatLauncherButton
        open={false}
        popoverTarget={CHAT_PREVIEW_ID}
        onPointerEnter={onInterest}
        onTouchStart={onInterest}
        onFocus={onInterest}
        onClick={() => dispatch(chatRequested())}
      />
    </ChatDock>
  );
}
