import { describeRouteOwnership } from 'shared-contracts/testing/route-ownership';

import { App } from './App';
import { pages } from './pages';

describeRouteOwnership({
  remote: 'marketing',
  App,
  pages,
  owned: { path: '/gallery', heading: 'Project gallery' },
  foreignPath: '/shopping',
});
