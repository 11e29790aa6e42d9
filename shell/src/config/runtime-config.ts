import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

/** `/remotes.json`: where each remote's manifest lives in this environment. Nothing of it is compiled in. */
export type RuntimeConfig = RuntimeManifest;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = raw as Partial<RuntimeConfig> | null;
  if (!value || typeof value.siteOrigin !== 'string' || typeof value.remotes !== 'object' || !value.remotes) {
    throw new Error('remotes.json must have a siteOrigin and a remotes map');
  }
  const remotes = value.remotes as Record<string, unknown>;
  const integrity = (value.integrity ?? {}) as Record<string, unknown>;
  for (const name of remoteNames) {
    if (typeof remotes[name] !== 'string') throw new Error(`remotes.json has no manifest URL for ${name}`);
    if (typeof integrity[name] !== 'string' || !integrity[name].startsWith('sha384-'))
      throw new Error(`remotes.json has no SHA-384 for ${name}'s manifest`);
  }
  return {
    siteOrigin: value.siteOrigin,
    remotes: remotes as Record<RemoteName, string>,
    integrity: integrity as Record<RemoteName, string>,
  };
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
