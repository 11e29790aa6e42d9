import { browserStorage, persistedStateRestored } from 'shared-contracts/store/persisted';
import {
  memberSignedIn,
  memberSignedOut,
  sessionPersistence,
  signedOut,
  type MemberProfile,
  type SessionState,
} from 'shared-contracts/store/session';
import { createSlice, type PayloadAction } from 'shared-contracts/store/toolkit';

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => sessionPersistence.read(browserStorage()),
  reducers: {
    profileUpdated(state, action: PayloadAction<Pick<MemberProfile, 'name' | 'company'>>) {
      if (state.profile) Object.assign(state.profile, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(memberSignedIn, (_state, { payload }) => ({ signedIn: true, profile: payload }))
      .addCase(memberSignedOut, () => signedOut)
      .addCase(persistedStateRestored, (state, { payload }) =>
        payload.reducerPath === sessionPersistence.reducerPath ? (payload.state as SessionState) : state,
      );
  },
});

export const { profileUpdated } = sessionSlice.actions;
