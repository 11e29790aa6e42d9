import React, { type ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';

import { clientWithPrefix } from 'shared-contracts/remote/hydration';
import { preloadPageAt } from 'shared-contracts/remote/OwnedRoutes';
import {
  identifierPrefixOf,
  injectSlices,
  RemoteFrame,
  type RemoteDefinition,
} from 'shared-contracts/remote/RemoteFrame';
import { holdsServerHtml } from 'shared-contracts/remote/rendered-url';
import { BrowserRouter } from 'shared-contracts/routing/router';
import type { RemoteProps } from 'shared-contracts/store/remote-props';

export interface RemoteAppOptions extends RemoteDefinition {
  /** Runs once after the slices are in, e.g. to keep a slice in local storage. */
  onBootstrap?: (props: RemoteProps) => void;
}

/**
 * A move drawn in place renders at the visitor's tap, not as a transition: a transition sliced the
 * page's render into 5 ms pieces with a frame drawn between each, and the next page's heading came
 * later (the page's code is already there whenever a move is drawn in place, so nothing suspends).
 */
function PageRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * The single-spa lifecycles every remote exposes as `./app`. A mount hydrates the server HTML in
 * its slot when the page was rendered for this URL, and renders fresh otherwise.
 */
export function createRemoteApp(options: RemoteAppOptions) {
  function RemoteRoot(props: RemoteProps) {
    return (
      <RemoteFrame
        definition={options}
        store={props.store}
        siteOrigin={props.siteOrigin}
        loadRemoteModule={props.loadRemoteModule}
        Router={PageRouter}
      />
    );
  }

  let renderType: 'hydrateRoot' | 'createRoot' = 'createRoot';
  const react = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: clientWithPrefix(identifierPrefixOf(options.remote), options.remote) as never,
    rootComponent: RemoteRoot,
    renderType: () => renderType,
    suppressComponentDidCatchWarning: true,
  });

  let bootstrapped = false;
  return {
    bootstrap: async (props: RemoteProps) => {
      if (!bootstrapped) {
        injectSlices(options, props.store, props.rootReducer);
        options.onBootstrap?.(props);
        bootstrapped = true;
      }
      await react.bootstrap(props as never);
    },
    mount: async (props: RemoteProps) => {
      if (options.pages) await preloadPageAt(options.pages, window.location.pathname);
      renderType = holdsServerHtml(props.domElement) ? 'hydrateRoot' : 'createRoot';
      return react.mount(props as never);
    },
    unmount: (props: RemoteProps) => react.unmount(props as never),
  };
}

export type RemoteApp = ReturnType<typeof createRemoteApp>;
