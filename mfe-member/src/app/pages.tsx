import type { ComponentType } from 'react';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MemberProfilePage, MyOrdersPage, PaymentMethodsPage } from '../features/dashboard/MemberPages';
import { RequireMember } from '../features/dashboard/RequireMember';

const guarded = (Page: ComponentType) =>
  function GuardedPage() {
    return (
      <RequireMember>
        <Page />
      </RequireMember>
    );
  };

export const pages: PageMap = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/dashboard': guarded(DashboardPage),
  '/member-dashboard': guarded(DashboardPage),
  '/member-profile': MemberProfilePage,
  '/my-orders': MyOrdersPage,
  '/payment-methods': PaymentMethodsPage,
};
