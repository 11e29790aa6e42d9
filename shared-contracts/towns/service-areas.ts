/**
 * The home page's service-areas list: every town as a link to its page with its miles from the
 * shop. The locations remote exposes it as `./service-areas` (default export, a React component
 * rendered inside the caller's router); the home page owns the View / Hide toggle around it.
 */
export interface ServiceAreasListProps {
  /** Accessible name of the list, e.g. "Towns we serve". */
  label?: string;
}

export const serviceAreasModule = { remote: 'locations', exposed: 'service-areas' } as const;
