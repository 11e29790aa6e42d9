import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';

import { cartDrawerSlice } from '../features/cart/cartDrawerSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { App } from './App';
import { pages } from './pages';

export const shopRemote: RemoteDefinition = {
  remote: 'shop',
  area: 'The shop',
  Root: App,
  pages,
  slices: [cartSlice, cartDrawerSlice],
};
