import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';

import { chatSlice } from '../features/chat/chatSlice';
import { App } from './App';

export const chatRemote: RemoteDefinition = {
  remote: 'chat',
  area: 'The chat assistant',
  Root: App,
  slices: [chatSlice],
};
