import type { LifeCycles } from 'single-spa';

import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { RemoteProps } from 'shared-contracts/store/remote-props';

import { yieldToBrowser } from '../features/first-view/yield-to-browser';
import type { RemoteLifecycles, RemoteLoader } from './remote-loader';
import { holdsServerHtml, keepServerHtmlWithUnavailableControls } from './unavailable-controls';

/** Draws the fallback into an element and returns how to remove it. */
export type FallbackRenderer = (element: HTMLElement, remote: RemoteName, retry: () => void) => () => void;

export interface RemoteApplicationOptions {
  /** A mount that neither resolves nor rejects by then counts as failed. */
  mountTimeoutMs?: number;
  onFailure?: (remote: RemoteName, error: unknown) => void;
}

const timeout = (ms: number, remote: RemoteName) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`The ${remote} remote did not mount within ${ms} ms`)), ms),
  );

/**
 * The single-spa application the shell registers for a remote. It loads the remote on each mount
 * until one succeeds, and puts a fallback in the remote's place when loading or mounting fails,
 * so single-spa never marks the remote as broken and a later navigation can bring it back. When the
 * code cannot load under a page the server drew, that page stays: only its controls say so.
 */
export function remoteApplication(
  remote: RemoteName,
  loader: Pick<RemoteLoader, 'load'>,
  renderFallback: FallbackRenderer,
  options: RemoteApplicationOptions = {},
): LifeCycles<RemoteProps> {
  const { mountTimeoutMs = 8000, onFailure = (name, error) => console.error(`[shell] ${name} remote failed`, error) } =
    options;
  let app: RemoteLifecycles | undefined;
  let bootstrapped = false;
  let removeFallback: (() => void) | undefined;
  let mounted = false;

  const call = (lifecycle: RemoteLifecycles['mount'], props: RemoteProps) =>
    Array.isArray(lifecycle)
      ? lifecycle.reduce((p: Promise<unknown>, fn) => p.then(() => fn(props as never)), Promise.resolve())
      : lifecycle(props as never);

  async function mount(props: RemoteProps): Promise<void> {
    try {
      // Loading, bootstrapping and mounting a remote each start a task of their own, so its start-up
      // never holds the main thread in one piece.
      app ??= await loader.load(remote);
      await yieldToBrowser();
      if (!bootstrapped) {
        await call(app.bootstrap, props);
        bootstrapped = true;
        await yieldToBrowser();
      }
      await Promise.race([call(app.mount, props), timeout(mountTimeoutMs, remote)]);
      mounted = true;
    } catch (error) {
      onFailure(remote, error);
      if (!app && holdsServerHtml(props.domElement)) {
        removeFallback = keepServerHtmlWithUnavailableControls(props.domElement, remote, props.store);
        return;
      }
      await unmountRemote(props);
      props.domElement.replaceChildren();
      removeFallback = renderFallback(props.domElement, remote, () => {
        removeFallback?.();
        removeFallback = undefined;
        void mount(props);
      });
    }
  }

  async function unmountRemote(props: RemoteProps) {
    if (!app || !bootstrapped) return;
    try {
      await call(app.unmount, props);
    } catch (error) {
      onFailure(remote, error);
    }
    mounted = false;
  }

  return {
    bootstrap: async () => {},
    mount,
    unmount: async (props: RemoteProps) => {
      if (removeFallback) {
        removeFallback();
        removeFallback = undefined;
      }
      if (mounted) await unmountRemote(props);
      props.domElement.replaceChildren();
    },
  };
}
