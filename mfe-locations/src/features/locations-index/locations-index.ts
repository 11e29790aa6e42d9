import { regionLinks, stateNameOf } from 'shared-contracts/business/regions';
import type { Town } from 'shared-contracts/towns/town-lookup';

/** The four service states in the order the locations page lists them: Illinois, Michigan, Indiana, Wisconsin. */
export const serviceStates = [
  { code: 'IL', name: 'Illinois', slug: 'illinois' },
  { code: 'MI', name: 'Michigan', slug: 'michigan' },
  { code: 'IN', name: 'Indiana', slug: 'indiana' },
  { code: 'WI', name: 'Wisconsin', slug: 'wisconsin' },
] as const;

/** The states beyond the four whose region pages list cities (Iowa, Missouri, Ohio), served through Print & Ship. */
export const printShipStates = regionLinks
  .filter((region) => !region.serviceState)
  .map(({ code, name, slug }) => ({ code, name, slug }));

export const POPULAR_PER_STATE = 8;

/** A state's name; a code the site does not know shows as is. */
export const stateName = stateNameOf;

export interface StateCard {
  code: string;
  name: string;
  slug: string;
  count: number;
}

const withCounts = (towns: readonly Town[], states: readonly Omit<StateCard, 'count'>[]): StateCard[] =>
  states.map((state) => ({ ...state, count: towns.filter((t) => t.state === state.code).length }));

export const stateCards = (towns: readonly Town[]): StateCard[] => withCounts(towns, serviceStates);

export const printShipStateCards = (towns: readonly Town[]): StateCard[] => withCounts(towns, printShipStates);

/** The first towns of a state in data order (nearest the shop first). */
export function popularTowns(towns: readonly Town[], code: string, limit = POPULAR_PER_STATE): Town[] {
  return towns.filter((t) => t.state === code).slice(0, limit);
}

export interface StateGroup {
  code: string;
  name: string;
  towns: Town[];
}

/** Every town grouped by state, sorted by state code, then by town name. */
export function groupByState(towns: readonly Town[]): StateGroup[] {
  const sorted = [...towns].sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  const groups: StateGroup[] = [];
  for (const town of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.code === town.state) last.towns.push(town);
    else groups.push({ code: town.state, name: stateName(town.state), towns: [town] });
  }
  return groups;
}
