/** Where to go after signing in: back to the member page that sent the visitor here, else the dashboard. */
export const DEFAULT_AFTER_SIGN_IN = '/member-dashboard';

const memberPages = ['/dashboard', '/member-dashboard', '/member-profile', '/my-orders', '/payment-methods'];

export function returnPath(search: string): string {
  const wanted = new URLSearchParams(search).get('returnTo') ?? '';
  return memberPages.includes(wanted) ? wanted : DEFAULT_AFTER_SIGN_IN;
}

export const loginPathFor = (pathname: string) => `/login?returnTo=${encodeURIComponent(pathname)}`;
