import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { StyleSheetManager } from 'styled-components';
import type { Slice } from '@reduxjs/toolkit';
import type { RemoteName } from '../routes/route-table';
import type { RemoteProps } from '../store/remote-props';
import { ErrorBoundary } from './ErrorBoundary';
// By package path, not './site-context': federation shares 'shared-contracts/...' subpaths, and a relative
// import would give this module its own copy of the context, unseen by the remote's useSiteOrigin().
import { SiteContext } from 'shared-contracts/remote/site-context';

export interface RemoteAppOptions {
  remote: RemoteName;
  /** Shown in the fallback if this remote's page fails ("The shop"). */
  area: string;
  Root: ComponentType;
  /** Slices this remote owns; injected into the shared store before the first render. */
  slices?: readonly Slice[];
  /** Runs once after the slices are in, e.g. to keep a slice in local storage. */
  onBootstrap?: (props: RemoteProps) => void;
}

/**
 * The single-spa lifecycles every remote exposes as `./app`. The root element carries
 * `data-boundary`, and styles are namespaced under it, so what is on the page says whose it is.
 */
export function createRemoteApp(options: RemoteAppOptions) {
  const boundary = `mfe-${options.remote}`;
  const { Root } = options;

  function RemoteRoot(props: RemoteProps) {
    return (
      <div data-boundary={boundary}>
        <StyleSheetManager namespace={`[data-boundary="${boundary}"]`}>
          <Provider store={props.store}>
            <SiteContext.Provider value={{ siteOrigin: props.siteOrigin, loadRemoteModule: props.loadRemoteModule }}>
              <BrowserRouter>
                <ErrorBoundary area={options.area}>
                  <Root />
                </ErrorBoundary>
              </BrowserRouter>
            </SiteContext.Provider>
          </Provider>
        </StyleSheetManager>
      </div>
    );
  }

  const react = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    renderType: 'createRoot',
    suppressComponentDidCatchWarning: true,
  });

  let bootstrapped = false;
  return {
    bootstrap: async (props: RemoteProps) => {
      if (!bootstrapped) {
        for (const slice of options.slices ?? []) slice.injectInto(props.rootReducer, { overrideExisting: true });
        // Let the store compute the injected slices' state before anything renders from it.
        props.store.dispatch({ type: `${boundary}/slicesInjected` });
        options.onBootstrap?.(props);
        bootstrapped = true;
      }
      await react.bootstrap(props as never);
    },
    mount: (props: RemoteProps) => react.mount(props as never),
    unmount: (props: RemoteProps) => react.unmount(props as never),
  };
}

export type RemoteApp = ReturnType<typeof createRemoteApp>;
