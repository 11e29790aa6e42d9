import { describeRouteOwnership } from 'shared-contracts/testing/route-ownership';

import { App } from './App';
import { pages } from './pages';

describeRouteOwnership({
  remote: 'shop',
  App,
  pages,
  owned: { path: '/shopping', heading: 'Shop' },
  foreignPath: '/gallery',
});
