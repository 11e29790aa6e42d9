import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';
import { App } from './App';

export const locationsRemote: RemoteDefinition = { remote: 'locations', area: 'Our locations pages', Root: App };
