import { persistedStateRestored } from 'shared-contracts/store/persisted';
import { memberSignedIn, memberSignedOut, signedOut } from 'shared-contracts/store/session';

import { sessionSlice } from './sessionSlice';

const profile = {
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  company: 'Ortiz Plumbing',
  joinDate: '2026-11-01',
  premiumUntil: '2027-11-01',
};

describe('sessionSlice', () => {
  it('signs a member in with the profile they entered', () => {
    expect(sessionSlice.reducer(signedOut, memberSignedIn(profile))).toEqual({ signedIn: true, profile });
  });

  it('signs out completely', () => {
    const signedIn = sessionSlice.reducer(signedOut, memberSignedIn(profile));
    expect(sessionSlice.reducer(signedIn, memberSignedOut())).toEqual(signedOut);
  });

  it('follows a sign-in from another tab', () => {
    const state = sessionSlice.reducer(
      signedOut,
      persistedStateRestored({ reducerPath: 'session', state: { signedIn: true, profile } }),
    );
    expect(state.signedIn).toBe(true);
  });
});

describe('profile edits', () => {
  it("changes the signed-in member's name and company", async () => {
    const { profileUpdated } = await import('./sessionSlice');
    const signedIn = sessionSlice.reducer(signedOut, memberSignedIn(profile));
    const edited = sessionSlice.reducer(signedIn, profileUpdated({ name: 'Dana O.', company: 'Ortiz & Sons' }));
    expect(edited.profile).toEqual({ ...profile, name: 'Dana O.', company: 'Ortiz & Sons' });
  });
});
