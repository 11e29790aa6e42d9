import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';
import { App } from './app/App';
import { chatSlice } from './features/chat/chatSlice';

export const { bootstrap, mount, unmount } = createRemoteApp({
  remote: 'chat',
  area: 'The chat assistant',
  Root: App,
  slices: [chatSlice],
});
