import { PlaceholderPage } from 'shared-contracts/remote/PlaceholderPage';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

const Placeholder = () => <PlaceholderPage owner="locations" />;

export const pages: PageMap = Object.fromEntries(routesOwnedBy('locations').map((route) => [route.pattern, Placeholder]));
