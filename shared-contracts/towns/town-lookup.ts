import type { StateCode } from 'shared-contracts/business/regions';

/** A town the business serves, or a city a region page lists. */
export interface Town {
  id: string;
  name: string;
  state: StateCode;
  county: string;
  population: number;
  /** Miles from the Chicago shop; 0 for the home base. */
  distance: number;
  latitude?: number;
  longitude?: number;
}

/** What the locations remote exposes as `./towns` for the shell, the chat and the home page. */
export interface TownLookup {
  normaliseSlug(slug: string): string;
  findTown(slug: string): Town | undefined;
  townsWithin(town: Town, miles: number, limit?: number): Town[];
  similarTowns(query: string, limit?: number): Town[];
  allTowns(): readonly Town[];
}

/** The federated module the locations remote exposes: `mfe_locations/towns`. */
export const townLookupModule = { remote: 'locations', exposed: 'towns' } as const;
