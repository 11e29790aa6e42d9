import path from 'node:path';

import ts from 'typescript';

import { repoRoot } from '../base/repo-root';

const frontends = ['shared-contracts', 'shell', 'mfe-marketing', 'mfe-locations', 'mfe-shop', 'mfe-member', 'mfe-chat'];

/** The source files a tsconfig names (its own files, not the libraries' types). */
function sourceFiles(configPath: string) {
  const { config, error } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  return parsed.fileNames.filter((file) => !file.includes('/node_modules/'));
}

describe('the one-program type check of the shell, the remotes and shared-contracts', () => {
  it("covers every file each workspace's own tsconfig checks, with the same compiler options", () => {
    const combined = path.join(repoRoot, 'tsconfig.frontends.json');
    const covered = new Set(sourceFiles(combined));
    const missing = frontends.flatMap((workspace) =>
      sourceFiles(path.join(repoRoot, workspace, 'tsconfig.json')).filter((file) => !covered.has(file)),
    );
    expect(missing).toEqual([]);

    const options = (configPath: string) => {
      const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
      return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath)).options;
    };
    const { configFilePath: _combinedPath, ...combinedOptions } = options(combined);
    for (const workspace of frontends) {
      const { configFilePath: _path, ...own } = options(path.join(repoRoot, workspace, 'tsconfig.json'));
      expect(own, workspace).toEqual(combinedOptions);
    }
  });
});
