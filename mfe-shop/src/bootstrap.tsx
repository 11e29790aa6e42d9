import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';
import { cartPersistence } from 'shared-contracts/store/cart';
import { keepPersisted } from 'shared-contracts/store/persisted';

import { shopRemote } from './app/remote';

export const { bootstrap, mount, unmount } = createRemoteApp({
  ...shopRemote,
  onBootstrap: ({ store }) => keepPersisted(store, cartPersistence),
});
