import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';

import { sessionSlice } from '../features/session/sessionSlice';
import { App } from './App';
import { pages } from './pages';

export const memberRemote: RemoteDefinition = {
  remote: 'member',
  area: 'The member area',
  Root: App,
  pages,
  slices: [sessionSlice],
};
