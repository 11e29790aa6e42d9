import { chatHandedOver, chatRequested, initialChatRequest } from 'shared-contracts/chat/chat-contract';
import { createSlice } from 'shared-contracts/store/toolkit';

export const chatRequestSlice = createSlice({
  name: 'chatRequest',
  initialState: initialChatRequest,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(chatRequested, (state) => {
        state.requested = true;
      })
      .addCase(chatHandedOver, (state) => {
        state.handedOver = true;
      });
  },
});
