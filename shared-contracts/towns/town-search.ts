import { pagePaths } from 'shared-contracts/routes/route-table';
import { normaliseSlug } from 'shared-contracts/towns/slug';

/**
 * The town search of /locations: a plain GET form (`/locations?town=Oak+Park`). Without scripts the
 * gateway answers it, with scripts the page does; both read it with `townSearchSlugs`.
 */
export const townSearch = {
  path: pagePaths.locations,
  param: 'town',
  /** Where an unknown town is sent back: `/locations?not-found=Atlantis#town-not-found`. */
  notFoundParam: 'not-found',
  notFoundId: 'town-not-found',
} as const;

/** `/locations?not-found=…#town-not-found`: the index again, its message for an unknown town in view. */
export const unknownTownUrl = (query: string) =>
  `${townSearch.path}?${new URLSearchParams({ [townSearch.notFoundParam]: query.trim() })}#${townSearch.notFoundId}`;

/**
 * The town ids a visitor's words may mean, most literal first: the spec's normalised slug ("Oak Park"
 * -> "oak-park"), then without punctuation ("St. Louis" -> "st-louis", "Niles, MI" -> "niles-mi"),
 * then without a trailing state code ("Naperville, IL" -> "naperville"), as the suggestions write them.
 */
export function townSearchSlugs(query: string): string[] {
  const slug = normaliseSlug(query);
  const plain = normaliseSlug(query.replace(/[^\p{L}\p{N}\s-]/gu, ' ')).replace(/-+/g, '-');
  const withoutState = plain.replace(/-[a-z]{2}$/, '');
  return [...new Set([slug, plain, withoutState])].filter(Boolean);
}
