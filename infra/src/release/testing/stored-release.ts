import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { sealRelease } from '../../base/release-seal';
import { MANIFEST_FILE, sri } from '../integrity';
import { RELEASE_INFO, type App, type ReleaseInfo } from '../release-store';

export const provides = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };

/**
 * A stored release as the store leaves one: an entry, a manifest recording its hash, whose own
 * hash `release.json` records, any other files given, and the seal over all of them.
 */
export function addRelease(
  store: string,
  app: App,
  id: string,
  changes: Partial<ReleaseInfo> = {},
  files: Record<string, string> = {},
) {
  const dir = path.join(store, app, id);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const entry = `/* ${app} ${id} */`;
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  writeFileSync(
    path.join(dir, MANIFEST_FILE),
    JSON.stringify({ name: app, integrity: { 'remoteEntry.js': sri(entry) } }),
  );
  const info: ReleaseInfo = {
    app,
    id,
    version: '1.0.0',
    contractsVersion: '1.0.0',
    requires: { react: '^19.2.0' },
    provides,
    integrity: sri(readFileSync(path.join(dir, MANIFEST_FILE))),
    createdAt: new Date().toISOString(),
    ...changes,
  };
  writeFileSync(path.join(dir, RELEASE_INFO), JSON.stringify(info));
  sealRelease(dir);
}
