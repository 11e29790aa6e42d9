import { chatHandedOver, selectChatRequested } from 'shared-contracts/chat/chat-contract';
import { showsChat } from 'shared-contracts/routes/route-table';
import type { ContractStore } from 'shared-contracts/store/root-state';

import { mountOnFirstRequest } from '../../remotes/mount-on-request';

/** The chat application's `activeWhen`: once the visitor has asked for the chat, on every page that shows it. */
export const chatIsActive =
  (store: Pick<ContractStore, 'getState'>) =>
  (location: Pick<Location, 'pathname'>): boolean =>
    selectChatRequested(store.getState()) && showsChat(location.pathname);

/** When the visitor asks for the chat, mount it, then hand the corner over to the mounted chat. */
export const mountChatOnRequest = (store: ContractStore, triggerAppChange: () => Promise<unknown>) =>
  mountOnFirstRequest(store, selectChatRequested, triggerAppChange, chatHandedOver);

/**
 * Starts loading the chat remote's code at the first sign of interest, so a press right after finds it
 * loaded. Later calls reuse that load; after a failure the next one tries again (the mount would anyway).
 */
export function prefetchOnce(load: () => Promise<unknown>): () => void {
  let loading: Promise<unknown> | undefined;
  return () => {
    loading ??= load().catch(() => {
      loading = undefined;
    });
  };
}
