import type { ContractRootReducer, ContractStore } from './root-state';

/** What the shell hands every remote through single-spa custom props. */
export interface RemoteProps {
  store: ContractStore;
  /** Remotes inject their slice here before their first render. */
  rootReducer: ContractRootReducer;
  /** Absolute origin for canonical and structured-data URLs. */
  siteOrigin: string;
  domElement: HTMLElement;
}
