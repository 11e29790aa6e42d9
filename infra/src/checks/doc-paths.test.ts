import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { docProblems, findDocReferences } from './doc-paths';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('the files and commands the docs name', () => {
  it('all exist: every backticked path and every npm script in README.md and docs/', () => {
    expect(docProblems(repoRoot)).toEqual([]);
  });
});

describe('findDocReferences', () => {
  it('takes backticked paths and npm commands, in prose and in code blocks', () => {
    const found = findDocReferences(
      [
        'See `infra/src/server/start.ts`, `src/app/` and `theme.ts` (not `release.json`); run `npm run size` or `npm test -w mfe-shop`.',
        '```sh',
        'npm run release -w mfe-shop   # store it',
        'PORT_OFFSET=2 npm run serve --workspace=infra',
        '```',
      ].join('\n'),
    );
    expect(found.paths).toEqual(['infra/src/server/start.ts', 'src/app/']);
    expect(found.fileNames).toEqual(['theme.ts']);
    expect(found.links).toEqual([]);
    expect(found.commands.map(({ script, workspace }) => [script, workspace])).toEqual([
      ['size', undefined],
      ['test', 'mfe-shop'],
      ['release', 'mfe-shop'],
      ['serve', 'infra'],
    ]);
  });

  it('takes relative Markdown links and pictures, without their anchors, and leaves out web addresses', () => {
    const found = findDocReferences(
      'See [ADR 0007](decisions/0007-releases.md#context), ![Home](screenshots/home.png), [First taps](#first-taps) and [MDN](https://developer.mozilla.org/).',
    );
    expect(found.links).toEqual(['decisions/0007-releases.md', 'screenshots/home.png']);
  });

  it('leaves out URLs, route patterns, placeholders, globs, module names and variables', () => {
    const found = findDocReferences(
      '`/contact`, `http://localhost:8080`, `.site/<port>/`, `infra/src/quote/**/*.test.ts`, `./towns`, `DATA_DIR/outbox/`',
    );
    expect(found.paths).toEqual([]);
  });
});

describe('docProblems', () => {
  it('names a missing file and a script its package lacks, with the document they are in', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('package.json', JSON.stringify({ name: 'site', workspaces: ['app'], scripts: { build: 'x' } }));
    write('app/package.json', JSON.stringify({ name: 'app', scripts: { test: 'x' } }));
    write('app/src/real.ts', '');
    write(
      'README.md',
      '`app/src/real.ts`, `src/real.ts`, `app/real`, `features/gone.ts`, `app/src/gone.ts`, `toast/shown`, `real.ts`, `gone.tsx`, `npm run build`, `npm run lint`.',
    );
    write(
      'docs/guide.md',
      '`npm test -w app`, `npm run serve -w app`, `npm run x -w nowhere`, [up](../README.md), [gone](gone.md).',
    );

    expect(docProblems(root)).toEqual([
      'README.md: `gone.tsx`: no file of that name',
      'README.md: `features/gone.ts`: no such file at the repository root or in any workspace',
      'README.md: `app/src/gone.ts`: no such file',
      'README.md: `npm run lint`: no "lint" script in site/package.json',
      'docs/guide.md: link to gone.md: no such file',
      'docs/guide.md: `npm run serve -w app`: no "serve" script in app/package.json',
      'docs/guide.md: `npm run x -w nowhere`: no workspace named nowhere',
    ]);
  });
});
