import { OwnedRoutes } from 'shared-contracts/remote/OwnedRoutes';

import { CartDrawer } from '../features/cart/CartDrawer';
import { pages } from './pages';

export function App() {
  return (
    <>
      <OwnedRoutes owner="shop" pages={pages} />
      <CartDrawer />
    </>
  );
}
