import type { ComponentType } from 'react';

/**
 * The home page's service-areas list: every town as a link to its page with its miles from the
 * shop, in the locations remote's words. The locations remote exposes it as `./service-areas`
 * (default export, a React component rendered inside the caller's router); the home page owns the
 * View / Hide toggle around it and loads it when the visitor opens the list.
 */
export interface ServiceAreasListProps {
  /** Accessible name of the list, e.g. "Towns we serve". */
  label?: string;
}

export interface ServiceAreasModule {
  default: ComponentType<ServiceAreasListProps>;
}

export const serviceAreasModule = { remote: 'locations', exposed: 'service-areas' } as const;
