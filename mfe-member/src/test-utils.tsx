import type { MemberProfile } from 'shared-contracts/store/session';
import { renderRemote } from 'shared-contracts/testing/render-remote';

import { App } from './app/App';
import { sessionSlice } from './features/session/sessionSlice';

/** The member remote's routes at a path, with the real session slice and a record of toasts. */
export function renderMemberApp(path: string, profile?: MemberProfile) {
  return renderRemote(<App />, {
    path,
    slices: [sessionSlice],
    preloadedState: { session: profile ? { signedIn: true, profile } : { signedIn: false, profile: null } },
  });
}

export const sampleProfile: MemberProfile = {
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  company: 'Ortiz Plumbing',
  joinDate: '2026-11-02',
  premiumUntil: '2026-12-02',
};
