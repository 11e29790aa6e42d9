import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';

import { chatRemote } from './app/remote';

export const { bootstrap, mount, unmount } = createRemoteApp(chatRemote);
