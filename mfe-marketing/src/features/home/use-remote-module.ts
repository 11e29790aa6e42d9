import { useEffect, useState } from 'react';

import { useRemoteModuleLoader } from 'shared-contracts/remote/site-context';
import type { RemoteName } from 'shared-contracts/routes/route-table';

/**
 * A module another remote exposes, `null` while it is on its way or until `wanted`. It comes through
 * the shell's loader, which already tries again with backoff under the site's one loading rule; a
 * load that still failed is not shown as an error (what the home page takes from the locations
 * remote is a convenience) and is tried afresh the next time the page is drawn.
 */
export function useRemoteModule<T>(source: { remote: RemoteName; exposed: string }, wanted = true): T | null {
  const loadRemoteModule = useRemoteModuleLoader();
  const [loaded, setLoaded] = useState<T | null>(null);
  const { remote, exposed } = source;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadRemoteModule<T>(remote, exposed).then(
      (module) => {
        if (!cancelled) setLoaded(() => module);
      },
      (error: unknown) => {
        if (!cancelled) console.warn(`${remote}/${exposed} could not be loaded`, error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadRemoteModule, remote, exposed, wanted]);
  return loaded;
}
