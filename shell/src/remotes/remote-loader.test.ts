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
    const { runtime, calls } = runtimeAnswering(new Error('refused'), new Error('refused'), lifecycles);
    const pauses: number[] = [];
    const loader = createRemoteLoader(runtime, config, { sleep: async (ms) => void pauses.push(ms) });
    await expect(loader.load('shop')).resolves.toBe(lifecycles);
    expect(calls).toEqual(['mfe_shop/app', 'mfe_shop/app', 'mfe_shop/app']);
    expect(pauses).toEqual([400, 800]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { runtime } = runtimeAnswering(new Error('one'), new Error('two'), new Error('three'));
    const loader = createRemoteLoader(runtime, config, { sleep: async () => {} });
    await expect(loader.load('member')).rejects.toThrow('three');
  });

  it('refuses a module that is not single-spa lifecycles', async () => {
    const { runtime } = runtimeAnswering({ nothing: true });
    const loader = createRemoteLoader(runtime, config, { attempts: 1 });
    await expect(loader.load('chat')).rejects.toThrow('does not export single-spa lifecycles');
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
