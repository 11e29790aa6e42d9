import 'shared-contracts/testing/dom-test-setup';

import { preloadAllPages } from 'shared-contracts/remote/OwnedRoutes';

import { pages } from './app/pages';

// In the browser a remote fetches the page of the URL before it renders; tests render any page at once.
beforeAll(() => preloadAllPages(pages));
