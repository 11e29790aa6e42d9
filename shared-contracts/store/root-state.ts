import type { ChatRequestState } from 'shared-contracts/chat/chat-contract';
import type { CartDrawerRequestState, CartState } from 'shared-contracts/store/cart';
import type { PageState } from 'shared-contracts/store/page-meta';
import type { SessionState } from 'shared-contracts/store/session';
import type { ToastState } from 'shared-contracts/store/toast';
import type { CombinedSliceReducer, EnhancedStore } from 'shared-contracts/store/toolkit';

export interface ClientState {
  /** False while the page shows what the server rendered; true once local storage has been read. */
  persistedStateLoaded: boolean;
}

/** Slices the shell creates with the store. */
export interface ShellState {
  toasts: ToastState;
  page: PageState;
  client: ClientState;
  chatRequest: ChatRequestState;
  cartDrawerRequest: CartDrawerRequestState;
}

/** Slices remotes inject later and others may read; selectors over them always have a default. */
export interface LazySlices {
  cart: CartState;
  session: SessionState;
}

export type ContractState = ShellState & Partial<LazySlices>;
export type ContractRootReducer = CombinedSliceReducer<ShellState, ContractState>;
export type ContractStore = EnhancedStore<ContractState>;
