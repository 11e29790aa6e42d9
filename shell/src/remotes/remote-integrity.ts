import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNames } from 'shared-contracts/routes/route-table';
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
 */
export function remoteIntegrityPlugin(
  { remotes, integrity }: Pick<RuntimeConfig, 'remotes' | 'integrity'>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  const manifestIntegrity = new Map(remoteNames.map((name) => [remotes[name], integrity[name]]));
  const fileIntegrity = new Map<string, string>();

  async function fetchRecorded(url: string, init: RequestInit, expected: string): Promise<Response> {
    const response = await fetchImpl(url, { ...init, integrity: expected, mode: 'cors', credentials: 'omit' });
    if (response.ok) {
      const manifest = (await response.clone().json()) as RecordedManifest;
      for (const [file, hash] of Object.entries(manifest.integrity ?? {})) fileIntegrity.set(new URL(file, url).href, hash);
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
      const hash = fileIntegrity.get(new URL(url, document.baseURI).href);
      if (!hash) throw new Error(`${url} is in no remote release's record, so it is not loaded`);
      const script = document.createElement('script');
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
