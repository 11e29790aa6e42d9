import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';

import { marketingRemote } from './app/remote';

export const { bootstrap, mount, unmount } = createRemoteApp(marketingRemote);
