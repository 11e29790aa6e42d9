import { lazyPage } from 'shared-contracts/remote/lazy-page';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';

/** Every route the ownership table gives the member area, each page its own chunk. */
export const pages: PageMap = {
  '/login': lazyPage(
    () => import('../features/auth/LoginPage'),
    (m) => m.LoginPage,
  ),
  '/register': lazyPage(
    () => import('../features/auth/RegisterPage'),
    (m) => m.RegisterPage,
  ),
  '/dashboard': lazyPage(
    () => import('./guarded-pages'),
    (m) => m.GuardedDashboard,
  ),
  '/member-dashboard': lazyPage(
    () => import('./guarded-pages'),
    (m) => m.GuardedDashboard,
  ),
  '/member-profile': lazyPage(
    () => import('../features/dashboard/MemberPages'),
    (m) => m.MemberProfilePage,
  ),
  '/my-orders': lazyPage(
    () => import('../features/dashboard/MemberPages'),
    (m) => m.MyOrdersPage,
  ),
  '/payment-methods': lazyPage(
    () => import('../features/dashboard/MemberPages'),
    (m) => m.PaymentMethodsPage,
  ),
};
