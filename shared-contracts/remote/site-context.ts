import { createContext, useContext } from 'react';

export interface SiteContextValue {
  siteOrigin: string;
}

export const SiteContext = createContext<SiteContextValue>({ siteOrigin: '' });

export const useSiteOrigin = () => useContext(SiteContext).siteOrigin;
