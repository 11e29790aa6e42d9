import { createContext, useContext } from 'react';

import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';

export interface SiteContextValue {
  siteOrigin: string;
  loadRemoteModule: LoadRemoteModule;
}

const notComposed: LoadRemoteModule = (remote, exposed) =>
  Promise.reject(new Error(`${remote}/${exposed} can only be loaded inside the composed site`));

export const SiteContext = createContext<SiteContextValue>({ siteOrigin: '', loadRemoteModule: notComposed });

export const useSiteOrigin = () => useContext(SiteContext).siteOrigin;

/** Modules other remotes expose (the towns lookup, fragments), loaded through the shell. */
export const useRemoteModuleLoader = () => useContext(SiteContext).loadRemoteModule;
