import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';
import { App } from './App';

export const marketingRemote: RemoteDefinition = { remote: 'marketing', area: 'This page', Root: App };
