import { useEffect, useState } from 'react';

import { useRemoteModuleLoader } from 'shared-contracts/remote/site-context';
import type { RemoteName } from 'shared-contracts/routes/route-table';

/** A module another remote exposes: on its way (`module` null), there, or given up on (`failed`). */
export interface RemoteModuleState<T> {
  module: T | null;
  failed: boolean;
}

/**
 * Loads a module another remote exposes once `wanted`. It comes through the shell's loader, which
 * already tries again with backoff under the site's one loading rule; a load that still failed is
 * not an error for the visitor (what the home page takes from the locations remote is a
 * convenience, and the caller shows its no-script content instead) and is tried afresh the next
 * time the page is drawn.
 */
export function useRemoteModule<T>(
  source: { remote: RemoteName; exposed: string },
  wanted = true,
): RemoteModuleState<T> {
  const loadRemoteModule = useRemoteModuleLoader();
  const [state, setState] = useState<RemoteModuleState<T>>({ module: null, failed: false });
  const { remote, exposed } = source;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadRemoteModule<T>(remote, exposed).then(
      (module) => {
        if (!cancelled) setState({ module, failed: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`${remote}/${exposed} could not be loaded`, error);
        setState({ module: null, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadRemoteModule, remote, exposed, wanted]);
  return state;
}
