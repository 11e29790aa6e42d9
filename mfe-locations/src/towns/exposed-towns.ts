/**
 * The `./towns` federated module: the shell's not-found page, the home page and the chat load it
 * through the shell's loader. Named exports, so the module object itself is a `TownLookup`.
 */
import type { TownLookup } from 'shared-contracts/towns/town-lookup';

import { townLookup } from './town-lookup';

export const { normaliseSlug, findTown, townsWithin, similarTowns, allTowns } = townLookup satisfies TownLookup;

/** The same lookup as one object, for callers that take the module's default. */
export default townLookup;
