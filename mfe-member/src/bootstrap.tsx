import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';
import { keepPersisted } from 'shared-contracts/store/persisted';
import { sessionPersistence } from 'shared-contracts/store/session';
import { App } from './app/App';
import { sessionSlice } from './features/session/sessionSlice';

export const { bootstrap, mount, unmount } = createRemoteApp({
  remote: 'member',
  area: 'The member area',
  Root: App,
  slices: [sessionSlice],
  onBootstrap: ({ store }) => keepPersisted(store, sessionPersistence),
});
