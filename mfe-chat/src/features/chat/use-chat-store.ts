import { useDispatch, useSelector } from 'react-redux';

import type { ThunkDispatch, UnknownAction } from 'shared-contracts/store/toolkit';

import type { ChatRootState } from './chatSlice';

export const useChatDispatch = useDispatch.withTypes<ThunkDispatch<ChatRootState, unknown, UnknownAction>>();
export const useChatSelector = useSelector.withTypes<ChatRootState>();
