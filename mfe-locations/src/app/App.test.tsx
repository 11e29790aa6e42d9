import { describeRouteOwnership } from 'shared-contracts/testing/route-ownership';

import { App } from './App';
import { pages } from './pages';

describeRouteOwnership({
  remote: 'locations',
  App,
  pages,
  owned: { path: '/regions', heading: 'Region Not Found' },
  foreignPath: '/shopping',
});
