import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StyleSheetManager } from 'styled-components';

import { ErrorBoundary } from 'shared-contracts/remote/ErrorBoundary';
import type { PageMap } from 'shared-contracts/remote/OwnedRoutes';
import { SiteContext } from 'shared-contracts/remote/site-context';
import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import type { ContractStore } from 'shared-contracts/store/root-state';
import type { Slice } from 'shared-contracts/store/toolkit';

/** What a remote declares once and both its entry points (browser mount, server render) use. */
export interface RemoteDefinition {
  remote: RemoteName;
  /** Shown in the fallback if this remote's page fails ("The shop"). */
  area: string;
  Root: ComponentType;
  /** The pages Root routes to; the browser mount fetches the current one before it hydrates. */
  pages?: PageMap;
  /** Slices this remote owns; injected into the shared store before the first render. */
  slices?: readonly Slice[];
}

export const boundaryOf = (remote: RemoteName) => `mfe-${remote}`;

/** React's `useId` prefix for a remote, the same on the server and in the browser. */
export const identifierPrefixOf = (remote: RemoteName) => `${remote}-`;

/** Put the remote's slices into the shared store and let it compute their state before anything renders. */
export function injectSlices(definition: RemoteDefinition, store: ContractStore, rootReducer: { inject: unknown }) {
  for (const slice of definition.slices ?? []) slice.injectInto(rootReducer as never, { overrideExisting: true });
  store.dispatch({ type: `${boundaryOf(definition.remote)}/slicesInjected` });
}

interface FrameProps {
  definition: RemoteDefinition;
  store: ContractStore;
  siteOrigin: string;
  loadRemoteModule: LoadRemoteModule;
  /** BrowserRouter in the browser, a StaticRouter at the rendered URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
}

/**
 * The one tree a remote draws, in the browser and on the server. The root element carries
 * `data-boundary`, and styles are namespaced under it, so what is on the page says whose it is.
 */
export function RemoteFrame({ definition, store, siteOrigin, loadRemoteModule, Router }: FrameProps) {
  const boundary = boundaryOf(definition.remote);
  const { Root } = definition;
  return (
    <div data-boundary={boundary}>
      <StyleSheetManager namespace={`[data-boundary="${boundary}"]`}>
        <Provider store={store}>
          <SiteContext.Provider value={{ siteOrigin, loadRemoteModule }}>
            <Router>
              <ErrorBoundary area={definition.area}>
                <Root />
              </ErrorBoundary>
            </Router>
          </SiteContext.Provider>
        </Provider>
      </StyleSheetManager>
    </div>
  );
}
