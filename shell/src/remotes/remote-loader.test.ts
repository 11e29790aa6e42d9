import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { createRemoteLoader, type FederationRuntime } from './remote-loader';

const manifests = {
  marketing: 'http://m/mf-manifest.json',
  locations: 'http://l/mf-manifest.json',
  shop: 'http://s/mf-manifest.json',
  member: 'http://u/mf-manifest.json',
  chat: 'http://c/mf-manifest.json',
};
const config = {
  remotes: manifests,
  integrity: { marketing: 'sha384-m', locations: 'sha384-l', shop: 'sha384-s', member: 'sha384-u', chat: 'sha384-c' },
};
const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

function runtimeAnswering(...answers: (unknown | Error)[]) {
  const calls: string[] = [];
  const registered: { name: string; entry: string }[] = [];
  const plugins: string[] = [];
  const runtime: FederationRuntime = {
    registerPlugins: (added) => void plugins.push(...added.map((plugin) => plugin.name)),
    registerRemotes: (remotes) => void registered.push(...remotes),
    loadRemote: async <T>(id: string) => {
      calls.push(id);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { runtime, calls, registered, plugins };
}

describe('createRemoteLoader', () => {
  it('registers every manifest from the runtime config under its federation name, with the integrity check first', () => {
    const { runtime, registered, plugins } = runtimeAnswering();
    createRemoteLoader(runtime, config);
    expect(registered).toContainEqual({ name: 'mfe_shop', entry: 'http://s/mf-manifest.json' });
    expect(registered).toHaveLength(5);
    expect(plugins).toEqual(['wraplab-remote-integrity']);
  });

  it('retries with growing backoff and returns the lifecycles once the remote answers', async () => {
    vi.useFakeTimers();
    try {
      const { runtime, calls } = runtimeAnswering(new Error('refused'), new Error('refused'), lifecycles);
      const startedAt: number[] = [];
      const loader = createRemoteLoader(
        { ...runtime, loadRemote: (id) => (startedAt.push(Date.now()), runtime.loadRemote(id)) },
        config,
      );
      const loading = loader.load('shop');
      // The first attempt fails, the retries' chunk arrives, then the clock runs through the pauses.
      await vi.advanceTimersByTimeAsync(0);
      await vi.dynamicImportSettled();
      await vi.runAllTimersAsync();
      await expect(loading).resolves.toBe(lifecycles);
      expect(calls).toEqual(['mfe_shop/app', 'mfe_shop/app', 'mfe_shop/app']);
      const pauses = startedAt.slice(1).map((at, i) => at - startedAt[i]!);
      expect(pauses).toEqual([400, 800]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last attempt with the last error', async () => {
    const { runtime } = runtimeAnswering(new Error('one'), new Error('two'), new Error('three'));
    const loader = createRemoteLoader(runtime, config, { backoffMs: 1 });
    await expect(loader.load('member')).rejects.toThrow('three');
  });

  it('loads a module a remote exposes for others under the same rule, and tries afresh after a failed load', async () => {
    const townLookup = { findTown: () => null };
    const { runtime, calls } = runtimeAnswering(new Error('one'), new Error('two'), townLookup);
    const loader = createRemoteLoader(runtime, config, { attempts: 2, backoffMs: 1 });
    await expect(loader.loadModule('locations', 'towns')).rejects.toThrow('two');
    await expect(loader.loadModule('locations', 'towns')).resolves.toBe(townLookup);
    expect(calls).toEqual(['mfe_locations/towns', 'mfe_locations/towns', 'mfe_locations/towns']);
  });

  it('refuses a module that is not single-spa lifecycles', async () => {
    const { runtime } = runtimeAnswering({ nothing: true });
    const loader = createRemoteLoader(runtime, config, { attempts: 1 });
    await expect(loader.load('chat')).rejects.toThrow('does not export single-spa lifecycles');
  });

  it('does not try again when the remote answers with something else than lifecycles', async () => {
    const { runtime, calls } = runtimeAnswering({ nothing: true }, lifecycles);
    const loader = createRemoteLoader(runtime, config, { backoffMs: 1 });
    await expect(loader.load('chat')).rejects.toThrow('does not export single-spa lifecycles');
    expect(calls).toEqual(['mfe_chat/app']);
  });

  it('counts an attempt that hangs as failed', async () => {
    const runtime: FederationRuntime = {
      registerPlugins: () => {},
      registerRemotes: () => {},
      loadRemote: () => new Promise(() => {}),
    };
    const loader = createRemoteLoader(runtime, config, { attempts: 1, attemptTimeoutMs: 20 });
    await expect(loader.load('locations')).rejects.toThrow('did not answer within 20 ms');
  });
});

describe('a remote manifest whose bytes are not the recorded ones', () => {
  it('is refused on every attempt, never loaded, and reported as an integrity refusal', async () => {
    const refused: string[] = [];
    const manifestFetches: (string | undefined)[] = [];
    // The browser fails a fetch made with `integrity` when the bytes differ; without it, they arrive.
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      manifestFetches.push(init?.integrity);
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return new Response('{"name":"mfe_shop","changed":true}');
    });
    try {
      let integrityPlugin: ModuleFederationRuntimePlugin | undefined;
      const runtime: FederationRuntime = {
        registerPlugins: ([plugin]) => void (integrityPlugin = plugin),
        registerRemotes: () => {},
        // As the federation runtime does: the manifest is fetched through the registered plugin's hook.
        loadRemote: async () => {
          const fetchManifest = integrityPlugin!.fetch as (url: string, init: RequestInit) => Promise<Response>;
          await (await fetchManifest(manifests.shop, {})).json();
          return lifecycles as never;
        },
      };
      const loader = createRemoteLoader(runtime, config, {
        backoffMs: 1,
        onIntegrityRefused: (remote) => refused.push(remote),
      });
      await expect(loader.load('shop')).rejects.toThrow('Failed to fetch');
      await vi.waitFor(() => expect(refused).toEqual(['shop', 'shop', 'shop']));
      expect(manifestFetches.filter((integrity) => integrity === 'sha384-s')).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
