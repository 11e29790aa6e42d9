import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import type { RuntimeConfig } from '../config/runtime-config';

/** What a release recorded in its manifest when it was stored: the SHA-384 of each of its files. */
interface RecordedManifest {
  integrity?: Record<string, string>;
}

/**
 * Lets the federation runtime run a remote's code only as its release recorded it (ADR 0010).
 * Each remote's manifest is fetched with the SHA-384 the page names for it; the hashes it holds go
 * onto every script the runtime then inserts for that remote (its entry and the chunks it
 * preloads), with `crossorigin`, so the browser refuses a file that changed after release and the
 * remote's slot shows its fallback. A script no verified manifest names is not inserted at all.
 * Chunks a remote's own runtime loads carry the hashes its build embedded (checked through its entry).
 * `onRefused` hears of a manifest or script that failed because its bytes are not the recorded ones.
 */
export function remoteIntegrityPlugin(
  { remotes, integrity }: Pick<RuntimeConfig, 'remotes' | 'integrity'>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  onRefused?: (remote: RemoteName) => void,
): ModuleFederationRuntimePlugin {
  const manifestIntegrity = new Map(remoteNames.map((name) => [remotes[name], integrity[name]]));
  const manifestRemote = new Map(remoteNames.map((name) => [remotes[name], name]));
  const fileIntegrity = new Map<string, string>();
  const fileRemote = new Map<string, RemoteName>();

  /** A failed file is a refusal when it arrives again with other bytes than recorded; a failure to arrive is not. */
  function reportIfChanged(url: string, expected: string, remote: RemoteName | undefined) {
    if (!onRefused || !remote || !globalThis.crypto?.subtle) return;
    fetchImpl(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) return;
        const digest = new Uint8Array(
          await crypto.subtle.digest('SHA-384', new Uint8Array(await response.arrayBuffer())),
        );
        if (`sha384-${btoa(String.fromCharCode(...digest))}` !== expected) onRefused(remote);
      })
      .catch(() => {});
  }

  async function fetchRecorded(url: string, init: RequestInit, expected: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, integrity: expected, mode: 'cors', credentials: 'omit' });
    } catch (error) {
      reportIfChanged(url, expected, manifestRemote.get(url));
      throw error;
    }
    if (response.ok) {
      const manifest = (await response.clone().json()) as RecordedManifest;
      for (const [file, hash] of Object.entries(manifest.integrity ?? {})) {
        fileIntegrity.set(new URL(file, url).href, hash);
        fileRemote.set(new URL(file, url).href, manifestRemote.get(url)!);
      }
    }
    return response;
  }

  return {
    name: 'wraplab-remote-integrity',
    fetch(url, init) {
      const expected = manifestIntegrity.get(url);
      // Not a remote's manifest: the runtime fetches it as usual.
      if (!expected) return undefined;
      return fetchRecorded(url, init, expected);
    },
    createScript({ url, attrs }) {
      const href = new URL(url, document.baseURI).href;
      const hash = fileIntegrity.get(href);
      if (!hash) throw new Error(`${url} is in no remote release's record, so it is not loaded`);
      const script = document.createElement('script');
      script.addEventListener('error', () => reportIfChanged(href, hash, fileRemote.get(href)));
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.setAttribute('src', url);
      script.setAttribute('integrity', hash);
      script.setAttribute('crossorigin', 'anonymous');
      return script;
    },
  };
}
