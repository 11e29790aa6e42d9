import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';
import { sessionSlice } from '../features/session/sessionSlice';
import { App } from './App';

export const memberRemote: RemoteDefinition = { remote: 'member', area: 'The member area', Root: App, slices: [sessionSlice] };
