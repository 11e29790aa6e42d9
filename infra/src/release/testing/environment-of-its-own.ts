import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An environment folder inside a temporary folder of its own. The release commands count the
 * environments beside it (prune keeps what a neighbour names), so one made straight in the system's
 * temporary folder would read whatever other tests and programs left there.
 */
export function environmentOfItsOwn(): string {
  const siteDir = path.join(mkdtempSync(path.join(tmpdir(), 'wraplab-env-')), 'site');
  mkdirSync(siteDir);
  return siteDir;
}
