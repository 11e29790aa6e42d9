import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';

import { App } from './App';
import { pages } from './pages';

export const locationsRemote: RemoteDefinition = { remote: 'locations', area: 'Our locations pages', Root: App, pages };
