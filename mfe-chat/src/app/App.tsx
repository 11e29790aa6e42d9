import { ChatWidget } from '../features/chat/ChatWidget';

export function App() {
  return <ChatWidget />;
}
