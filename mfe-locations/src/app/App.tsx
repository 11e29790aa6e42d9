import { OwnedRoutes } from 'shared-contracts/remote/OwnedRoutes';

import { pages } from './pages';

export function App() {
  return <OwnedRoutes owner="locations" pages={pages} />;
}
