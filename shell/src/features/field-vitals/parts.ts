import type { FieldPart } from 'shared-contracts/field/field-report';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

/** A part's name, or nothing: web-vitals falls back to a CSS selector where no part was named, which is not sent. */
export const asPart = (name: string | undefined): FieldPart | undefined =>
  name === 'shell' || remoteNames.includes(name as RemoteName) ? (name as FieldPart) : undefined;

/** The part whose DOM holds `node`: the remote whose slot (`#mfe-<name>`) it sits in, else the shell's header, footer or frame. */
export function partOfNode(node: Node | null): FieldPart | undefined {
  if (!node) return undefined;
  const element = node instanceof Element ? node : node.parentElement;
  if (!element?.isConnected) return undefined;
  const slot = element.closest('[id^="mfe-"]');
  const name = slot?.id.slice('mfe-'.length);
  return remoteNames.includes(name as RemoteName) ? (name as RemoteName) : 'shell';
}

/** A script's part by its address: under a remote's release folder, that remote; on the site's own origin, the shell. */
export function partOfScriptUrl(
  url: string,
  releaseBases: readonly (readonly [RemoteName, string])[],
  siteOrigin: string,
): FieldPart | undefined {
  if (!url) return undefined;
  const remote = releaseBases.find(([, base]) => url.startsWith(base));
  if (remote) return remote[0];
  return url.startsWith(`${siteOrigin}/`) ? 'shell' : undefined;
}

interface ScriptTiming {
  sourceURL: string;
  duration: number;
}

/**
 * The part whose scripts ran longest in an interaction's long animation frames: what the team
 * behind a slow tap would have to change. The shared libraries (React, the router, the store) are
 * served from the site's own origin and run every remote's handlers, so the shell is named only when
 * no remote's own script ran; scripts of no part (an extension's) are left out.
 */
export function partOfLongestCode(
  frames: readonly { scripts: readonly ScriptTiming[] }[],
  partOfUrl: (url: string) => FieldPart | undefined,
): FieldPart | undefined {
  const time = new Map<FieldPart, number>();
  for (const frame of frames)
    for (const script of frame.scripts) {
      const part = partOfUrl(script.sourceURL);
      if (part) time.set(part, (time.get(part) ?? 0) + script.duration);
    }
  let longest: [FieldPart, number] | undefined;
  for (const entry of time) if (entry[0] !== 'shell' && (!longest || entry[1] > longest[1])) longest = entry;
  return longest?.[0] ?? (time.has('shell') ? 'shell' : undefined);
}

/** Each remote's release folder (`<origin>/<release id>/`) and its release id, from the manifest addresses the page was served. */
export function releaseFolders(remotes: Record<RemoteName, string>) {
  const bases = remoteNames.map((name) => [name, new URL('.', remotes[name]).href] as const);
  const releases = Object.fromEntries(
    remoteNames.map((name) => [name, new URL(remotes[name]).pathname.split('/').at(-2) ?? '']),
  ) as Record<RemoteName, string>;
  return { bases, releases };
}
