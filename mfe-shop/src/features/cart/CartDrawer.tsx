import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';

import { selectCartDrawerOpen } from './cartDrawerSlice';

// The drawer's code comes when it first opens: a page (checkout above all) loads none of it until asked.
const OpenCartDrawer = lazy(() =>
  import('./OpenCartDrawer').then(({ OpenCartDrawer }) => ({ default: OpenCartDrawer })),
);

/** The cart drawer, while it is open (see `OpenCartDrawer`). */
export function CartDrawer() {
  const open = useSelector(selectCartDrawerOpen);
  return open ? (
    <Suspense fallback={null}>
      <OpenCartDrawer />
    </Suspense>
  ) : null;
}
