import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { ContractRootReducer, ContractStore } from 'shared-contracts/store/root-state';

/** Load a module another remote exposes through federation (`./towns`...), through the shell's runtime. */
export type LoadRemoteModule = <T>(remote: RemoteName, exposed: string) => Promise<T>;

/** What the shell hands every remote through single-spa custom props. */
export interface RemoteProps {
  store: ContractStore;
  /** Remotes inject their slice here before their first render. */
  rootReducer: ContractRootReducer;
  /** Absolute origin for canonical and structured-data URLs. */
  siteOrigin: string;
  domElement: HTMLElement;
  loadRemoteModule: LoadRemoteModule;
}
