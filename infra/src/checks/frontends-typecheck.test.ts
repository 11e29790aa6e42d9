import path from 'node:path';

import ts from 'typescript';

import { repoRoot } from '../base/repo-root';

const frontends = ['shared-contracts', 'shell', 'mfe-marketing', 'mfe-locations', 'mfe-shop', 'mfe-member', 'mfe-chat'];

/** A tsconfig as TypeScript reads it: its own source files (not the libraries' types) and its options. */
function readTsconfig(configPath: string) {
  const { config, error } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const { configFilePath: _ownPath, ...sharedOptions } = options;
  return { sourceFiles: fileNames.filter((file) => !file.includes('/node_modules/')), options: sharedOptions };
}

describe('the one-program type check of the shell, the remotes and shared-contracts', () => {
  it("covers every file each workspace's own tsconfig checks, with the same compiler options", () => {
    const combined = readTsconfig(path.join(repoRoot, 'tsconfig.frontends.json'));
    const covered = new Set(combined.sourceFiles);
    const workspaces = frontends.map((workspace) => ({
      workspace,
      ...readTsconfig(path.join(repoRoot, workspace, 'tsconfig.json')),
    }));
    expect(workspaces.flatMap(({ sourceFiles }) => sourceFiles.filter((file) => !covered.has(file)))).toEqual([]);
    for (const { workspace, options } of workspaces) expect(options, workspace).toEqual(combined.options);
  });
});
