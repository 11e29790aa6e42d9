import type { ContractStore } from 'shared-contracts/store/root-state';

type Action = Parameters<ContractStore['dispatch']>[0];

/**
 * The first time the visitor's request shows in the store (`requested`), have single-spa look again at
 * which applications are active, so the one asked for mounts (loading its code if this page has not),
 * then dispatch `afterMount` for the mounted application to hear. Later requests reach it directly.
 */
export function mountOnFirstRequest(
  store: ContractStore,
  requested: (state: ReturnType<ContractStore['getState']>) => boolean,
  triggerAppChange: () => Promise<unknown>,
  afterMount: () => Action,
): () => void {
  const stop = store.subscribe(() => {
    if (!requested(store.getState())) return;
    stop();
    void triggerAppChange().then(() => store.dispatch(afterMount()));
  });
  return stop;
}
