import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SEAL_FILE } from 'infra/base/release-seal';
import { sri } from 'infra/release/integrity';
import { readRelease, RELEASE_INFO, storeRelease, type App } from 'infra/release/release-store';

/**
 * A changed release of an app, as a rebuild would make it: the given release's files with `from`
 * rewritten to `to` in every script that holds it (`browserOnly`: the browser build's, not the
 * Node build's), each rewritten chunk's new SHA-384 written where the app's runtime names it, then
 * stored (which records the hashes and seals it anew). Answers the new release id and how many files changed.
 */
export function changedRelease(
  releasesDir: string,
  app: App,
  fromId: string,
  from: string,
  to: string,
  { browserOnly = false } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), `changed-${app}-`));
  cpSync(path.join(releasesDir, app, fromId), dir, { recursive: true });
  rmSync(path.join(dir, RELEASE_INFO));
  rmSync(path.join(dir, SEAL_FILE));
  let changed = 0;
  const hashes: [string, string][] = [];
  const rewrite = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!(browserOnly && entry.name === 'server')) rewrite(file);
      } else if (file.endsWith('.js') && readFileSync(file, 'utf8').includes(from)) {
        const before = readFileSync(file, 'utf8');
        const after = before.replaceAll(from, to);
        writeFileSync(file, after);
        hashes.push([sri(before), sri(after)]);
        changed++;
      }
    }
  };
  rewrite(dir);
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    writeFileSync(
      file,
      hashes.reduce((text, [before, after]) => text.replaceAll(before, after), readFileSync(file, 'utf8')),
    );
  }
  const { id, ...facts } = readRelease(releasesDir, app, fromId)!;
  void id;
  const stored = storeRelease(releasesDir, app, dir, facts).info.id;
  rmSync(dir, { recursive: true, force: true });
  return { id: stored, changed };
}
