import { useEffect, useState } from 'react';

import { useRemoteModuleLoader } from 'shared-contracts/remote/site-context';
import type { RemoteName } from 'shared-contracts/routes/route-table';

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 30000;

/**
 * A module another remote exposes, `null` while it is on its way or until `wanted`. A failed load is
 * retried with backoff rather than shown as an error: what the home page takes from the locations
 * remote is a convenience, and it appears as soon as that remote can answer.
 */
export function useRemoteModule<T>(source: { remote: RemoteName; exposed: string }, wanted = true): T | null {
  const loadRemoteModule = useRemoteModuleLoader();
  const [loaded, setLoaded] = useState<T | null>(null);
  const { remote, exposed } = source;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (delay: number) => {
      loadRemoteModule<T>(remote, exposed)
        .then((module) => {
          if (!cancelled) setLoaded(() => module);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn(`${remote}/${exposed} not available yet; trying again`, error);
          timer = setTimeout(() => attempt(Math.min(delay * 2, MAX_RETRY_MS)), delay);
        });
    };
    attempt(FIRST_RETRY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loadRemoteModule, remote, exposed, wanted]);
  return loaded;
}
