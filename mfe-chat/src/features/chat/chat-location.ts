import { business, formattedAddress, openingHours } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';
import { ASSISTANT_NAME } from 'shared-contracts/chat/chat-contract';
import { matchPattern, pagePaths } from 'shared-contracts/routes/route-table';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';

import { NEARBY_LIMIT, NEARBY_MILES } from './assistant';
import { greetings, nearbyPhrases } from './chat-rules';
import { fillTemplate, type ReplyContext } from './match-rule';

export const HOME_TOWN = business.address.city;

/** Where the visitor is, as the chat speaks of it. */
export type ChatLocation =
  | { kind: 'home'; town: string; place: string }
  | { kind: 'town'; town: string; place: string; match: Town }
  | { kind: 'region'; town: string; place: string };

export const homeLocation: ChatLocation = { kind: 'home', town: HOME_TOWN, place: HOME_TOWN };

type Log = (message: string, detail?: unknown) => void;
const warn: Log = (message, detail) => console.warn(message, detail ?? '');

/** The town slug in a town page's URL, or null elsewhere. */
export function townSlugIn(pathname: string): string | null {
  return matchPattern(pagePaths.town, pathname)?.townSlug ?? null;
}

/**
 * The location from the URL: a town page names its town (via the locations lookup), a region page its
 * state, and every other page Chicago. When a town cannot be found, or the lookup is not available,
 * that is logged and the chat speaks of Chicago.
 */
export function detectLocation(pathname: string, lookup: TownLookup | null, log: Log = warn): ChatLocation {
  try {
    const slug = townSlugIn(pathname);
    if (slug !== null) {
      if (!lookup) {
        log(`[chat] The town lookup is not available, so the chat uses ${HOME_TOWN} for ${pathname}`);
        return homeLocation;
      }
      const town = lookup.findTown(lookup.normaliseSlug(slug));
      if (!town) {
        log(`[chat] No town "${slug}" in the town list, so the chat uses ${HOME_TOWN}`);
        return homeLocation;
      }
      return { kind: 'town', town: town.name, place: `${town.name}, ${town.state}`, match: town };
    }
    const regionSlug = matchPattern(pagePaths.region, pathname)?.region?.toLowerCase();
    const region = regionLinks.find((link) => link.slug === regionSlug);
    if (region) return { kind: 'region', town: HOME_TOWN, place: region.name };
    return homeLocation;
  } catch (error) {
    log(`[chat] Could not tell the location from ${pathname}, so the chat uses ${HOME_TOWN}`, error);
    return homeLocation;
  }
}

export function greetingFor(location: ChatLocation): string {
  return fillTemplate(greetings[location.kind], { assistant: ASSISTANT_NAME, place: location.place });
}

/** "A, B and C" */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Up to 5 other towns within 30 miles of the location's town (Chicago off town pages). */
export function nearbyTowns(location: ChatLocation, lookup: TownLookup | null): Town[] {
  if (!lookup) return [];
  const centre = location.kind === 'town' ? location.match : lookup.findTown(lookup.normaliseSlug(HOME_TOWN));
  if (!centre) return [];
  return lookup
    .townsWithin(centre, NEARBY_MILES, NEARBY_LIMIT + 1)
    .filter((town) => town.id !== centre.id)
    .slice(0, NEARBY_LIMIT);
}

export function nearbySentence(location: ChatLocation, towns: readonly Town[]): string {
  return towns.length > 0
    ? fillTemplate(nearbyPhrases.some, { town: location.town, towns: listOf(towns.map((town) => town.name)) })
    : fillTemplate(nearbyPhrases.none, { town: location.town });
}

export function replyContextFor(location: ChatLocation, lookup: TownLookup | null): ReplyContext {
  return {
    town: location.town,
    place: location.place,
    phone: business.phone.display,
    email: business.email,
    address: formattedAddress,
    weekdayHours: openingHours.weekdays.text,
    saturdayHours: openingHours.saturday.chat.text,
    nearbyTowns: nearbySentence(location, nearbyTowns(location, lookup)),
  };
}
