import path from 'node:path';

/** The repository's root folder: every workspace, the release store and the environments are found from here. */
export const repoRoot = path.resolve(__dirname, '../../..');
