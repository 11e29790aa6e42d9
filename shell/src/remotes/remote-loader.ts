import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

import { federationNames } from 'shared-contracts/federation/federation-names';
import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { RemoteProps } from 'shared-contracts/store/remote-props';

import type { RuntimeConfig } from '../config/runtime-config';
import { remoteIntegrityPlugin } from './remote-integrity';

export type RemoteLifecycles = LifeCycles<RemoteProps>;

export interface FederationRuntime {
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

export interface LoaderOptions {
  /** Attempts per load, the first included. */
  attempts?: number;
  /** Delay before the second attempt; doubled for each one after. */
  backoffMs?: number;
  /** An attempt that has not answered by then counts as failed. */
  attemptTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Hears of a remote file refused because its bytes are not what its release recorded. */
  onIntegrityRefused?: (remote: RemoteName) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const isLifecycles = (value: unknown): value is RemoteLifecycles => {
  const module = value as Partial<RemoteLifecycles> | null | undefined;
  return (
    typeof module?.mount === 'function' &&
    typeof module.unmount === 'function' &&
    typeof module.bootstrap === 'function'
  );
};

/**
 * Registers the manifests of the page (or `/remotes.json`), with the check of each one against the
 * hash its release recorded, and loads a remote's `./app` with retries and backoff. A failed load
 * is not cached, so the next navigation to that remote tries the network again.
 */
export function createRemoteLoader(
  runtime: FederationRuntime,
  config: Pick<RuntimeConfig, 'remotes' | 'integrity'>,
  options: LoaderOptions = {},
) {
  const { attempts = 3, backoffMs = 400, attemptTimeoutMs = 6000, sleep = wait, onIntegrityRefused } = options;
  const manifests = config.remotes;
  runtime.registerPlugins([remoteIntegrityPlugin(config, undefined, onIntegrityRefused)]);
  runtime.registerRemotes(
    (Object.keys(manifests) as RemoteName[]).map((name) => ({ name: federationNames[name], entry: manifests[name] })),
  );

  async function load(name: RemoteName): Promise<RemoteLifecycles> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const module = await withTimeout(
          runtime.loadRemote<unknown>(`${federationNames[name]}/app`),
          attemptTimeoutMs,
          `The ${name} remote`,
        );
        if (!isLifecycles(module)) throw new Error(`The ${name} remote's ./app does not export single-spa lifecycles`);
        return module;
      } catch (error) {
        lastError = error;
        if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    throw lastError instanceof Error ? lastError : new Error(`The ${name} remote could not be loaded`);
  }

  /** Also expose non-app modules a remote publishes for others (the towns lookup, fragments). */
  async function loadModule<T>(name: RemoteName, exposed: string): Promise<T> {
    const module = await withTimeout(
      runtime.loadRemote<T>(`${federationNames[name]}/${exposed}`),
      attemptTimeoutMs,
      `The ${name} remote`,
    );
    if (module == null) throw new Error(`The ${name} remote does not expose ${exposed}`);
    return module;
  }

  return { load, loadModule };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
