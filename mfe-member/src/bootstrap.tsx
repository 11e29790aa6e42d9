import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';
import { keepPersisted } from 'shared-contracts/store/persisted';
import { sessionPersistence } from 'shared-contracts/store/session';

import { memberRemote } from './app/remote';

export const { bootstrap, mount, unmount } = createRemoteApp({
  ...memberRemote,
  onBootstrap: ({ store }) => keepPersisted(store, sessionPersistence),
});
