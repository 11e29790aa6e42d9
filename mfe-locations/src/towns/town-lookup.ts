import { normaliseSlug } from 'shared-contracts/towns/slug';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';

import { milesApart } from './distance';
import { towns as generatedTowns } from './towns.generated';

/** Levenshtein distance, for "napervile" -> Naperville. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The lookups over one list of towns; the site uses the generated list, tests pass their own. */
export function createTownLookup(list: readonly Town[]): TownLookup {
  const byId = new Map(list.map((town) => [town.id, town]));

  function findTown(slug: string): Town | undefined {
    return byId.get(normaliseSlug(slug));
  }

  function townsWithin(town: Town, miles: number, limit = Infinity): Town[] {
    return list
      .filter((other) => other.id !== town.id)
      .map((other) => ({ other, apart: milesApart(town, other) }))
      .filter(({ apart }) => apart <= miles)
      .sort((a, b) => a.apart - b.apart || a.other.name.localeCompare(b.other.name))
      .slice(0, limit)
      .map(({ other }) => other);
  }

  /**
   * Towns whose id or name looks like the query: contains it, starts like it, or is a small typo
   * away. Closest first, the bigger town breaking ties.
   */
  function similarTowns(query: string, limit = 3): Town[] {
    const wanted = normaliseSlug(query);
    if (!wanted) return [];
    const scored = list.flatMap((town) => {
      const name = normaliseSlug(town.name);
      const candidates = [town.id, name];
      let score: number;
      if (candidates.includes(wanted)) score = 0;
      else if (candidates.some((c) => c.startsWith(wanted) || wanted.startsWith(c))) score = 1;
      else if (candidates.some((c) => c.includes(wanted)) && wanted.length >= 3) score = 2;
      else {
        const typos = Math.min(...candidates.map((c) => editDistance(wanted, c)));
        const allowed = Math.max(1, Math.floor(wanted.length / 3));
        if (typos > allowed) return [];
        score = 2 + typos;
      }
      return [{ town, score }];
    });
    return scored
      .sort((a, b) => a.score - b.score || b.town.population - a.town.population)
      .slice(0, Math.max(0, limit))
      .map(({ town }) => town);
  }

  return { normaliseSlug, findTown, townsWithin, similarTowns, allTowns: () => list };
}

export const townLookup = createTownLookup(generatedTowns);
