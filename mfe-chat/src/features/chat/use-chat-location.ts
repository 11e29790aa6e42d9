import { useMemo } from 'react';

import { useLocation } from 'shared-contracts/routing/router';

import { detectLocation, townSlugIn, type ChatLocation } from './chat-location';
import type { TownLookupState } from './use-town-lookup';

export type ChatLocationState = { pending: true; location: null } | { pending: false; location: ChatLocation };

/** The chat's location for the current URL; on a town page it waits for the town lookup. */
export function useChatLocation(towns: TownLookupState): ChatLocationState {
  const { pathname } = useLocation();
  return useMemo(() => {
    if (townSlugIn(pathname) !== null && towns.status === 'loading') return { pending: true, location: null };
    return { pending: false, location: detectLocation(pathname, towns.lookup) };
  }, [pathname, towns]);
}
