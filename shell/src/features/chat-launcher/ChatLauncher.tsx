import { useDispatch, useSelector } from 'react-redux';
import { chatRequested, selectChatHandedOver } from 'shared-contracts/chat/chat-contract';
import { ChatDock, ChatLauncherButton } from 'shared-contracts/chat/ChatLauncherButton';
import { showsChat } from 'shared-contracts/routes/route-table';
import { usePathname } from '../navigation';

/**
 * The chat's launcher until the visitor asks for the chat, whose code is not loaded before then.
 * Interest (pointer, touch or focus on it) starts fetching that code; pressing it asks for the chat.
 * Once the chat is mounted it draws its own launcher, so this one gives way.
 */
export function ChatLauncher({ onInterest }: { onInterest?: () => void }) {
  const dispatch = useDispatch();
  const pathname = usePathname();
  const handedOver = useSelector(selectChatHandedOver);
  if (handedOver || !showsChat(pathname)) return null;
  return (
    <ChatDock>
      <ChatLauncherButton
        open={false}
        onPointerEnter={onInterest}
        onTouchStart={onInterest}
        onFocus={onInterest}
        onClick={() => dispatch(chatRequested())}
      />
    </ChatDock>
  );
}
