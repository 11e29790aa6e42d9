import { ChatLauncher } from '../features/chat/ChatLauncher';

export function App() {
  return <ChatLauncher />;
}
