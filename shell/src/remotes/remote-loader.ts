import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

import { federationNames } from 'shared-contracts/federation/federation-names';
import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { RemoteProps } from 'shared-contracts/store/remote-props';

import type { RuntimeConfig } from '../config/runtime-config';
import { loadByRule } from './loading-rule';
import { NotRetried } from './not-retried';
import { remoteIntegrityPlugin } from './remote-integrity';
import { siteLoadingRule, type LoadingRule } from './site-loading-rule';

export type RemoteLifecycles = LifeCycles<RemoteProps>;

export interface FederationRuntime {
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

export interface LoaderOptions extends Partial<LoadingRule> {
  /** Hears of a remote file refused because its bytes are not what its release recorded. */
  onIntegrityRefused?: (remote: RemoteName) => void;
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
 * hash its release recorded, and loads a remote's `./app`, or a module it exposes for others, under
 * the site's loading rule (attempts, backoff, a bound on each attempt). A failed load is not cached,
 * so the next navigation to that remote tries the network again.
 */
export function createRemoteLoader(
  runtime: FederationRuntime,
  config: Pick<RuntimeConfig, 'remotes' | 'integrity'>,
  options: LoaderOptions = {},
) {
  const { onIntegrityRefused, ...given } = options;
  const rule: LoadingRule = { ...siteLoadingRule, ...given };
  const manifests = config.remotes;
  runtime.registerPlugins([remoteIntegrityPlugin(config, undefined, onIntegrityRefused)]);
  runtime.registerRemotes(
    (Object.keys(manifests) as RemoteName[]).map((name) => ({ name: federationNames[name], entry: manifests[name] })),
  );

  function load(name: RemoteName): Promise<RemoteLifecycles> {
    return loadByRule(
      `The ${name} remote`,
      async () => {
        const module = await runtime.loadRemote<unknown>(`${federationNames[name]}/app`);
        if (!isLifecycles(module))
          throw new NotRetried(`The ${name} remote's ./app does not export single-spa lifecycles`);
        return module;
      },
      rule,
    );
  }

  /** Also expose non-app modules a remote publishes for others (the towns lookup, fragments). */
  function loadModule<T>(name: RemoteName, exposed: string): Promise<T> {
    return loadByRule(
      `The ${name} remote`,
      async () => {
        const module = await runtime.loadRemote<T>(`${federationNames[name]}/${exposed}`);
        if (module == null) throw new NotRetried(`The ${name} remote does not expose ${exposed}`);
        return module;
      },
      rule,
    );
  }

  return { load, loadModule };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
