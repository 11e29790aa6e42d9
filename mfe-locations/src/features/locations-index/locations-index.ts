import type { Town } from 'shared-contracts/towns/town-lookup';

/** The four service states in the order the locations page shows them (part 1, "Locations index"). */
export const serviceStates = [
  { code: 'IL', name: 'Illinois', slug: 'illinois' },
  { code: 'MI', name: 'Michigan', slug: 'michigan' },
  { code: 'IN', name: 'Indiana', slug: 'indiana' },
  { code: 'WI', name: 'Wisconsin', slug: 'wisconsin' },
] as const;

export const POPULAR_PER_STATE = 8;

const stateNames: Record<string, string> = Object.fromEntries(serviceStates.map((s) => [s.code, s.name]));

/** A state's name; a code the site does not know shows as is. */
export const stateName = (code: string) => stateNames[code] ?? code;

export interface StateCard {
  code: string;
  name: string;
  slug: string;
  count: number;
}

export function stateCards(towns: readonly Town[]): StateCard[] {
  return serviceStates.map((state) => ({ ...state, count: towns.filter((t) => t.state === state.code).length }));
}

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
