import { useEffect, useState } from 'react';

import { useRemoteModuleLoader } from 'shared-contracts/remote/site-context';
import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import { townLookupModule, type TownLookup } from 'shared-contracts/towns/town-lookup';

export type TownLookupState =
  | { status: 'loading'; lookup: null }
  | { status: 'ready'; lookup: TownLookup }
  | { status: 'unavailable'; lookup: null };

/** The exposed module is the lookup itself; a default export holding it is taken too. */
export function asTownLookup(module: unknown): TownLookup | null {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  return (
    (candidates.find((c) => typeof (c as Partial<TownLookup> | null)?.findTown === 'function') as
      TownLookup | undefined) ?? null
  );
}

// One load per page visit, shared by every mount of the chat, so moving between pages does not refetch.
let pending: Promise<TownLookup | null> | null = null;

function loadOnce(load: LoadRemoteModule): Promise<TownLookup | null> {
  pending ??= load<unknown>(townLookupModule.remote, townLookupModule.exposed).then(
    (module) => {
      const lookup = asTownLookup(module);
      if (!lookup) console.warn('[chat] The locations remote exposes no usable town lookup; the chat uses Chicago');
      return lookup;
    },
    (error: unknown) => {
      console.warn('[chat] The town lookup could not be loaded; the chat uses Chicago', error);
      pending = null; // a later mount may try again
      return null;
    },
  );
  return pending;
}

/** Loads the locations remote's town lookup once `wanted`; until then, and while it loads, `loading`. */
export function useTownLookup(wanted: boolean): TownLookupState {
  const load = useRemoteModuleLoader();
  const [state, setState] = useState<TownLookupState>({ status: 'loading', lookup: null });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadOnce(load).then((lookup) => {
      if (live) setState(lookup ? { status: 'ready', lookup } : { status: 'unavailable', lookup: null });
    });
    return () => {
      live = false;
    };
  }, [wanted, load]);
  return state;
}

/** Tests start each case without a cached lookup. */
export function forgetTownLookup() {
  pending = null;
}
