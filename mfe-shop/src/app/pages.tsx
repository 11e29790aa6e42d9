import { PlaceholderPage } from 'shared-contracts/remote/PlaceholderPage';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

const Placeholder = () => <PlaceholderPage owner="shop" />;

export const pages: PageMap = Object.fromEntries(routesOwnedBy('shop').map((route) => [route.pattern, Placeholder]));
