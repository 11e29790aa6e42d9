import { createSlice } from '@reduxjs/toolkit';
import { browserStorage, persistedStateRestored } from 'shared-contracts/store/persisted';
import { memberSignedIn, memberSignedOut, sessionPersistence, signedOut, type SessionState } from 'shared-contracts/store/session';

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => sessionPersistence.read(browserStorage()),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(memberSignedIn, (_state, { payload }) => ({ signedIn: true, profile: payload }))
      .addCase(memberSignedOut, () => signedOut)
      .addCase(persistedStateRestored, (state, { payload }) =>
        payload.reducerPath === sessionPersistence.reducerPath ? (payload.state as SessionState) : state,
      );
  },
});
