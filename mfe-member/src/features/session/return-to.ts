import { pagePaths } from 'shared-contracts/routes/route-table';

/** Where to go after signing in: back to the member page that sent the visitor here, else the dashboard. */
export const DEFAULT_AFTER_SIGN_IN = pagePaths.memberDashboard;

const memberPages: readonly string[] = [
  pagePaths.dashboard,
  pagePaths.memberDashboard,
  pagePaths.memberProfile,
  pagePaths.myOrders,
  pagePaths.paymentMethods,
];

export function returnPath(search: string): string {
  const wanted = new URLSearchParams(search).get('returnTo') ?? '';
  return memberPages.includes(wanted) ? wanted : DEFAULT_AFTER_SIGN_IN;
}

export const loginPathFor = (pathname: string) => `${pagePaths.login}?returnTo=${encodeURIComponent(pathname)}`;
