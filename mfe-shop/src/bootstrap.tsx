import { createRemoteApp } from 'shared-contracts/remote/create-remote-app';
import { cartPersistence } from 'shared-contracts/store/cart';
import { keepPersisted } from 'shared-contracts/store/persisted';
import { App } from './app/App';
import { cartDrawerSlice } from './features/cart/cartDrawerSlice';
import { cartSlice } from './features/cart/cartSlice';

export const { bootstrap, mount, unmount } = createRemoteApp({
  remote: 'shop',
  area: 'The shop',
  Root: App,
  slices: [cartSlice, cartDrawerSlice],
  onBootstrap: ({ store }) => keepPersisted(store, cartPersistence),
});
