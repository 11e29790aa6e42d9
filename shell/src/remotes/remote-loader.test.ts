import { createRemoteLoader, type FederationRuntime } from './remote-loader';

const manifests = {
  marketing: 'http://m/mf-manifest.json',
  locations: 'http://l/mf-manifest.json',
  shop: 'http://s/mf-manifest.json',
  member: 'http://u/mf-manifest.json',
  chat: 'http://c/mf-manifest.json',
};
const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

function runtimeAnswering(...answers: (unknown | Error)[]) {
  const calls: string[] = [];
  const registered: { name: string; entry: string }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => void registered.push(...remotes),
    loadRemote: async <T,>(id: string) => {
      calls.push(id);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
  return { runtime, calls, registered };
}

describe('createRemoteLoader', () => {
  it('registers every manifest from the runtime config under its federation name', () => {
    const { runtime, registered } = runtimeAnswering();
    createRemoteLoader(runtime, manifests);
    expect(registered).toContainEqual({ name: 'mfe_shop', entry: 'http://s/mf-manifest.json' });
    expect(registered).toHaveLength(5);
  });

  it('retries with growing backoff and returns the lifecycles once the remote answers', async () => {
    const { runtime, calls } = runtimeAnswering(new Error('refused'), new Error('refused'), lifecycles);
    const pauses: number[] = [];
    const loader = createRemoteLoader(runtime, manifests, { sleep: async (ms) => void pauses.push(ms) });
    await expect(loader.load('shop')).resolves.toBe(lifecycles);
    expect(calls).toEqual(['mfe_shop/app', 'mfe_shop/app', 'mfe_shop/app']);
    expect(pauses).toEqual([400, 800]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { runtime } = runtimeAnswering(new Error('one'), new Error('two'), new Error('three'));
    const loader = createRemoteLoader(runtime, manifests, { sleep: async () => {} });
    await expect(loader.load('member')).rejects.toThrow('three');
  });

  it('refuses a module that is not single-spa lifecycles', async () => {
    const { runtime } = runtimeAnswering({ nothing: true });
    const loader = createRemoteLoader(runtime, manifests, { attempts: 1 });
    await expect(loader.load('chat')).rejects.toThrow("does not export single-spa lifecycles");
  });

  it('counts an attempt that hangs as failed', async () => {
    const runtime: FederationRuntime = { registerRemotes: () => {}, loadRemote: () => new Promise(() => {}) };
    const loader = createRemoteLoader(runtime, manifests, { attempts: 1, attemptTimeoutMs: 20 });
    await expect(loader.load('locations')).rejects.toThrow('did not answer within 20 ms');
  });
});
