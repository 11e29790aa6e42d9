import { useEffect, useState } from 'react';
import { useRemoteModuleLoader } from 'shared-contracts/remote/site-context';
import { townLookupModule, type Town, type TownLookup } from 'shared-contracts/towns/town-lookup';

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 30000;

/**
 * Every town, from the locations remote's `./towns` module. `null` while it is on its way. A failed
 * load is retried with backoff rather than shown as an error: the list is a convenience on the home
 * page, and it appears as soon as the locations part can answer.
 */
export function useTownList(): readonly Town[] | null {
  const loadRemoteModule = useRemoteModuleLoader();
  const [towns, setTowns] = useState<readonly Town[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (delay: number) => {
      loadRemoteModule<TownLookup>(townLookupModule.remote, townLookupModule.exposed)
        .then((lookup) => {
          if (!cancelled) setTowns(lookup.allTowns());
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn('Town list not available yet; trying again', error);
          timer = setTimeout(() => attempt(Math.min(delay * 2, MAX_RETRY_MS)), delay);
        });
    };
    attempt(FIRST_RETRY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loadRemoteModule]);
  return towns;
}
