import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';

import { locationsRemote } from './app/remote';

export const { bootstrap, mount, unmount } = createRemoteApp(locationsRemote);
