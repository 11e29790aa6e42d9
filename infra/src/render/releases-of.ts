import type { RenderSummary } from './render-job';

/** The release of each app a render serves: the remotes' from their manifest URLs, the shell's from its folder's name. */
export function releasesOf(summary: RenderSummary): Record<string, string> {
  const remotes = Object.entries(summary.manifest.remotes).map(([name, url]) => [
    name,
    new URL(url).pathname.split('/').at(-2) ?? '',
  ]);
  return Object.fromEntries([
    ['shell', summary.serve.shellDir.split(/[\\/]/).filter(Boolean).at(-1) ?? ''],
    ...remotes,
  ]);
}
