import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';

import { repoRoot } from '../base/repo-root';
import { infraLayers } from './import-direction';

const infraSrc = path.join(repoRoot, 'infra', 'src');
const eslint = new ESLint({ cwd: repoRoot });

const directionErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'site/import-direction').map((m) => m.message);
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });

const layerOf = (file: string) => path.relative(infraSrc, file).split(path.sep)[0]!;

/** Every relative import between two folders of infra/src, as `<from> -> <to>`. */
function crossingImports(): string[] {
  return sourceFiles(infraSrc).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom '(\.\.?\/[^']+)'/gm)].map(
      (match) => match[1]!,
    );
    return specifiers
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => target.startsWith(infraSrc + path.sep) && layerOf(target) !== layerOf(file))
      .map((target) => `${layerOf(file)} -> ${layerOf(target)}`);
  });
}

describe("infra's layers", () => {
  it('put every folder of infra/src in a layer', () => {
    const folders = readdirSync(infraSrc, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(Object.keys(infraLayers).sort());
  });

  it('have 0 imports running back up: the lint rule finds none over infra/src', async () => {
    const onlyDirection = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'site/import-direction' });
    const results = await onlyDirection.lintFiles(['infra/src']);
    const backUp = results.flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId === 'site/import-direction')
        .map((m) => `${path.relative(repoRoot, result.filePath)}:${m.line} ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(backUp).toEqual([]);
  }, 60_000);

  it('are crossed only downwards, and the site uses every layer below it', () => {
    const crossings = crossingImports();
    const upwards = crossings.filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return !infraLayers[from]?.includes(to);
    });
    expect(upwards).toEqual([]);
    expect(new Set(crossings)).toEqual(
      new Set([
        'quote -> base',
        'quote -> http',
        'render -> base',
        'render -> http',
        'release -> base',
        'release -> render',
        'field -> base',
        'field -> quote',
        'site -> base',
        'site -> http',
        'site -> quote',
        'site -> render',
        'site -> release',
        'site -> field',
        'build -> base',
        'checks -> base',
        'media -> base',
      ]),
    );
  });
});

describe('the lint rule that keeps infra one-way', () => {
  it.each([
    ['infra/src/release/x.ts', '../site/environment'],
    ['infra/src/render/x.ts', '../release/deployments'],
    ['infra/src/quote/service/x.ts', '../../site/gateway'],
    ['infra/src/http/x.ts', '../render/site-renders'],
    ['infra/src/checks/x.ts', '../site/site'],
    ['infra/src/base/x.ts', '../http/web-adapter'],
  ])('refuses %s importing %s', async (file, specifier) => {
    const errors = await directionErrors(file, `import { x } from '${specifier}';\nexport { x };\n`);
    expect(errors).toEqual([expect.stringContaining("infra's layers import one way")]);
  });

  it('refuses a folder that is in no layer', async () => {
    const errors = await directionErrors(
      'infra/src/tools/x.ts',
      "import { x } from '../base/repo-root';\nexport { x };\n",
    );
    expect(errors).toEqual([expect.stringContaining('infra/src/tools is in no layer')]);
  });

  it('allows imports downwards and inside a layer', async () => {
    const code =
      "import { deploy } from '../release/deploy';\nimport { serveStatic } from '../http/static-files';\nimport { portPlan } from './environment';\nexport { deploy, serveStatic, portPlan };\n";
    expect(await directionErrors('infra/src/site/x.ts', code)).toEqual([]);
    expect(
      await directionErrors(
        'infra/src/quote/store/x.ts',
        "import { rateLimitKey } from '../../http/rate-limiter';\nexport { rateLimitKey };\n",
      ),
    ).toEqual([]);
  });
});
