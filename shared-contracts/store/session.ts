import { readJson, type PersistedSliceContract } from 'shared-contracts/store/persisted';
import { createAction } from 'shared-contracts/store/toolkit';

export interface MemberProfile {
  name: string;
  email: string;
  company: string;
  joinDate: string;
  premiumUntil: string;
}

/** Signed in is decided only by a flag in local storage: there is no server session. */
export interface SessionState {
  signedIn: boolean;
  profile: MemberProfile | null;
}

export const signedOut: SessionState = { signedIn: false, profile: null };

export const memberSignedIn = createAction<MemberProfile>('session/signedIn');
export const memberSignedOut = createAction('session/signedOut');

export const selectIsSignedIn = (state: { session?: SessionState }): boolean => state.session?.signedIn ?? false;
export const selectMemberProfile = (state: { session?: SessionState }): MemberProfile | null =>
  state.session?.profile ?? null;

export const SIGNED_IN_FLAG_KEY = 'isLoggedIn';
const PROFILE_KEY = 'wraplab.member.profile';

export const sessionPersistence: PersistedSliceContract<SessionState> = {
  reducerPath: 'session',
  storageKey: SIGNED_IN_FLAG_KEY,
  read: (storage) => {
    if (storage?.getItem(SIGNED_IN_FLAG_KEY) !== 'true') return signedOut;
    const profile = readJson<MemberProfile | null>(storage, PROFILE_KEY, (raw) => raw as MemberProfile, null);
    return { signedIn: true, profile };
  },
  write: (storage, state) => {
    if (state.signedIn) {
      storage.setItem(SIGNED_IN_FLAG_KEY, 'true');
      if (state.profile) storage.setItem(PROFILE_KEY, JSON.stringify(state.profile));
    } else {
      storage.removeItem(SIGNED_IN_FLAG_KEY);
      storage.removeItem(PROFILE_KEY);
    }
  },
};
