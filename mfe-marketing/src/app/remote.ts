import type { RemoteDefinition } from 'shared-contracts/remote/RemoteFrame';

import { App } from './App';
import { pages } from './pages';

export const marketingRemote: RemoteDefinition = { remote: 'marketing', area: 'This page', Root: App, pages };
