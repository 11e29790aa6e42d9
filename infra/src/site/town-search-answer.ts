import { townSearch, townSearchSlugs, unknownTownUrl } from 'shared-contracts/towns/town-search';

/**
 * The answer to the town search sent without scripts (`GET /locations?town=…`): the town's page when
 * one is rendered for the words, else the index with its unknown-town message in view; blank words
 * go back to the index. Any other request is not a search: `undefined`.
 */
export function townSearchAnswer(url: URL, hasPage: (pathname: string) => boolean): string | undefined {
  if (url.pathname !== townSearch.path || !url.searchParams.has(townSearch.param)) return undefined;
  const query = url.searchParams.get(townSearch.param) ?? '';
  const slugs = townSearchSlugs(query);
  if (slugs.length === 0) return townSearch.path;
  const town = slugs.map((slug) => `${townSearch.path}/${slug}`).find(hasPage);
  return town ?? unknownTownUrl(query);
}
