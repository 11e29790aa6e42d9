import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs name files and npm commands in backticks; a reader copies them. This reads README.md and
 * docs/**\/*.md and reports every named file or linked document that does not exist and every
 * `npm run X [-w Y]` whose package has no such script, as the link check does for the pages.
 */

export interface DocReferences {
  paths: string[];
  /** Source files named without their folder (`theme.ts`): each must exist somewhere in the repository. */
  fileNames: string[];
  /** Relative Markdown links and images (`[ADR 0007](decisions/0007-releases-and-deploys.md)`), from the document's folder. */
  links: string[];
  commands: NpmCommand[];
}

export interface NpmCommand {
  script: string;
  workspace?: string;
  text: string;
}

const npmCommand = /\bnpm (?:run ([\w:.-]+)|(test|start))((?:\s+(?:-w|--workspace)[ =]([\w@/.-]+))?)/g;
const inlineCode = /`([^`\n]+)`/g;
const markdownLink = /\]\(([^)\s]+)\)/g;
const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;

/**
 * A backticked span is a file path when it has a folder in it and nothing a path here never holds,
 * and either starts at a top-level folder or ends in a file name or a slash: `toast/shown` is an
 * action type, `./towns` a federated module, `DATA_DIR/outbox` a folder named by a variable.
 */
const pathLike = /^[\w@.-]+(?:\/[\w@.-]+)+\/?$/;
const endsAsFile = /(?:\.\w+|\/)$/;
/** Only source names: a bare `release.json` or `remoteEntry.js` is a file the build or a deploy writes. */
const sourceFileName = /^[\w-][\w.-]*\.(?:tsx?|md|sql)$/;
const variable = /^[A-Z][A-Z0-9_]+\//;

export function findDocReferences(markdown: string): DocReferences {
  const fenced = [...markdown.matchAll(fence)].map((m) => m[1] ?? '');
  const prose = markdown.replace(fence, '');
  const spans = [...prose.matchAll(inlineCode)].map((m) => m[1] ?? '');
  const paths = spans
    .map((span) => span.trim())
    .filter((span) => pathLike.test(span) && !span.startsWith('./') && !variable.test(span));
  const commands = [...spans, ...fenced].flatMap((text) =>
    [...text.matchAll(npmCommand)].map((m) => ({
      script: m[1] ?? m[2] ?? '',
      ...(m[4] ? { workspace: m[4] } : {}),
      text: m[0].trim(),
    })),
  );
  const fileNames = spans.map((span) => span.trim()).filter((span) => sourceFileName.test(span));
  const links = [...prose.replace(inlineCode, '').matchAll(markdownLink)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
  return { paths: [...new Set(paths)], fileNames: [...new Set(fileNames)], links: [...new Set(links)], commands };
}

interface Workspace {
  folder: string;
  name: string;
  scripts: Record<string, string>;
  dependencies: string[];
}

function readPackage(folder: string): Workspace {
  const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    name: string;
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return {
    folder,
    name: pkg.name,
    scripts: pkg.scripts ?? {},
    dependencies: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})],
  };
}

/** Git-ignored output (builds, stores, renders): named in the docs, made by the commands. */
const generated = new Set(['node_modules', 'dist', '.data', '.site', '.releases', 'test-results', 'playwright-report']);
const sourceExtensions = ['', '.ts', '.tsx', '.js', '/index.ts'];

export function docFiles(repoRoot: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return walk(full);
      return entry.endsWith('.md') ? [full] : [];
    });
  const docs = path.join(repoRoot, 'docs');
  return [path.join(repoRoot, 'README.md'), ...(existsSync(docs) ? walk(docs) : [])];
}

const skippedFolders = new Set([...generated, '.git']);

function fileNamesIn(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) fileNamesIn(path.join(dir, entry.name), names);
    } else names.add(entry.name);
  }
  return names;
}

export function docProblems(repoRoot: string): string[] {
  const namesInRepo = fileNamesIn(repoRoot);
  const root = readPackage(repoRoot);
  const workspaceFolders = (
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  const workspaces = workspaceFolders.map((folder) => readPackage(path.join(repoRoot, folder)));
  const packageNames = new Set([root, ...workspaces].flatMap((w) => w.dependencies));
  const topLevel = new Set(readdirSync(repoRoot));

  const exists = (candidate: string) => sourceExtensions.some((ext) => existsSync(candidate.replace(/\/$/, '') + ext));

  const pathProblem = (named: string): string | undefined => {
    const first = named.split('/')[0] as string;
    if (generated.has(first) || named.includes('/dist/')) return undefined;
    if (topLevel.has(first)) {
      // `infra/server/site` is an import of the infra package, whose exports map `./*` to `./src/*`.
      const asImport = path.join(repoRoot, first, 'src', named.slice(first.length + 1));
      return exists(path.join(repoRoot, named)) || exists(asImport) ? undefined : 'no such file';
    }
    if (!endsAsFile.test(named)) return undefined;
    if (packageNames.has(first) || (first.startsWith('@') && packageNames.has(named.split('/').slice(0, 2).join('/'))))
      return undefined;
    // A path inside an app, written from the app's folder (`src/...`) or its source folder (`features/...`).
    const bases = workspaces.flatMap((w) => [w.folder, path.join(w.folder, 'src')]);
    return bases.some((base) => exists(path.join(base, named)))
      ? undefined
      : 'no such file at the repository root or in any workspace';
  };

  const commandProblem = (command: NpmCommand): string | undefined => {
    const target = command.workspace
      ? workspaces.find((w) => w.name === command.workspace || path.basename(w.folder) === command.workspace)
      : root;
    if (!target) return `no workspace named ${command.workspace}`;
    return command.script in target.scripts
      ? undefined
      : `no "${command.script}" script in ${target.name}/package.json`;
  };

  return docFiles(repoRoot).flatMap((file) => {
    const where = path.relative(repoRoot, file);
    const { paths, fileNames, links, commands } = findDocReferences(readFileSync(file, 'utf8'));
    return [
      ...links.flatMap((target) =>
        existsSync(path.resolve(path.dirname(file), decodeURI(target)))
          ? []
          : [`${where}: link to ${target}: no such file`],
      ),
      ...fileNames.flatMap((name) => (namesInRepo.has(name) ? [] : [`${where}: \`${name}\`: no file of that name`])),
      ...paths.flatMap((named) => {
        const problem = pathProblem(named);
        return problem ? [`${where}: \`${named}\`: ${problem}`] : [];
      }),
      ...commands.flatMap((command) => {
        const problem = commandProblem(command);
        return problem ? [`${where}: \`${command.text}\`: ${problem}`] : [];
      }),
    ];
  });
}
