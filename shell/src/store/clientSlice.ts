import { persistedStateLoaded } from 'shared-contracts/store/persisted';
import type { ClientState } from 'shared-contracts/store/root-state';
import { createSlice } from 'shared-contracts/store/toolkit';

export const clientSlice = createSlice({
  name: 'client',
  initialState: { persistedStateLoaded: false } as ClientState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(persistedStateLoaded, (state) => {
      state.persistedStateLoaded = true;
    });
  },
});
