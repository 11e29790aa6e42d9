import { pageMetaChanged, type PageState } from 'shared-contracts/store/page-meta';
import { createSlice } from 'shared-contracts/store/toolkit';

export const pageSlice = createSlice({
  name: 'page',
  initialState: { meta: null } as PageState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pageMetaChanged, (state, action) => {
      state.meta = action.payload;
    });
  },
  selectors: { selectPageMeta: (state) => state.meta },
});
