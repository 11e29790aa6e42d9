// @vitest-environment happy-dom
import type { RemoteProps } from 'shared-contracts/store/remote-props';

import { remoteApplication, type FallbackRenderer } from './remote-application';

const props = () => ({ domElement: document.createElement('div') }) as unknown as RemoteProps;

const fallbackRecorder = () => {
  const shown: string[] = [];
  let retry = () => {};
  const render: FallbackRenderer = (element, remote, onRetry) => {
    element.textContent = `fallback for ${remote}`;
    shown.push(remote);
    retry = onRetry;
    return () => (element.textContent = '');
  };
  return { render, shown, retry: () => retry() };
};

const workingRemote = () => {
  const remote = {
    mounts: 0,
    bootstrap: async () => {},
    mount: async (p: RemoteProps) => {
      remote.mounts++;
      p.domElement.textContent = 'remote page';
    },
    unmount: async () => {},
  };
  return remote;
};

const quiet = { onFailure: () => {} };

type Lifecycle = (p: RemoteProps) => Promise<void>;
const lifecycle = (fn: unknown) => fn as Lifecycle;

describe('remoteApplication', () => {
  it('mounts the remote when it loads', async () => {
    const remote = workingRemote();
    const fallback = fallbackRecorder();
    const app = remoteApplication('shop', { load: async () => remote }, fallback.render, quiet);
    const p = props();
    await lifecycle(app.mount)(p);
    expect(p.domElement.textContent).toBe('remote page');
    expect(fallback.shown).toEqual([]);
  });

  it('shows the fallback when the remote cannot be loaded, and loads it on a later mount', async () => {
    const remote = workingRemote();
    let serverUp = false;
    const load = async () => {
      if (!serverUp) throw new Error('connection refused');
      return remote;
    };
    const fallback = fallbackRecorder();
    const app = remoteApplication('shop', { load }, fallback.render, quiet);
    const mount = lifecycle(app.mount);
    const unmount = lifecycle(app.unmount);
    const p = props();
    await mount(p);
    expect(p.domElement.textContent).toBe('fallback for shop');
    await unmount(p);
    serverUp = true;
    await mount(p);
    expect(p.domElement.textContent).toBe('remote page');
  });

  it('shows the fallback when the remote throws on mount, and the retry mounts again', async () => {
    const remote = workingRemote();
    let broken = true;
    const flaky = {
      ...remote,
      mount: async (p: RemoteProps) => {
        if (broken) throw new Error('boom');
        await remote.mount(p);
      },
    };
    const fallback = fallbackRecorder();
    const app = remoteApplication('member', { load: async () => flaky }, fallback.render, quiet);
    const p = props();
    await lifecycle(app.mount)(p);
    expect(p.domElement.textContent).toBe('fallback for member');
    broken = false;
    fallback.retry();
    await vi.waitFor(() => expect(p.domElement.textContent).toBe('remote page'));
  });

  it('treats a mount that never settles as a failure', async () => {
    const hanging = { ...workingRemote(), mount: () => new Promise<void>(() => {}) };
    const fallback = fallbackRecorder();
    const app = remoteApplication('chat', { load: async () => hanging }, fallback.render, {
      ...quiet,
      mountTimeoutMs: 20,
    });
    const p = props();
    await lifecycle(app.mount)(p);
    expect(fallback.shown).toEqual(['chat']);
  });
});
