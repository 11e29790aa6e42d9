import { PlaceholderPage } from 'shared-contracts/remote/PlaceholderPage';
import { routesOwnedBy } from 'shared-contracts/routes/route-table';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { ContactPage } from '../features/contact/ContactPage';

const Placeholder = () => <PlaceholderPage owner="marketing" />;

export const pages: PageMap = {
  ...Object.fromEntries(routesOwnedBy('marketing').map((route) => [route.pattern, Placeholder])),
  '/contact': ContactPage,
};
