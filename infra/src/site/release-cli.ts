/**
 * Releases and deploys, one app at a time:
 *   npm run release -w <app>                   build the app, store it, print the release id (last line)
 *   npm run deploy -- <app> <id>               point this environment's <app> at release <id>
 *   npm run deploy -- <app> <id> --canary 10   make <id> live for about 10% of visitors [--auto: decided on their errors and speed]
 *   npm run promote -- <app>                   make <app>'s canary the release for every visitor
 *   npm run rollback -- <app>                  end <app>'s canary, or go back to the release <app> had before
 *   npm run releases -- <app>                  <app>'s releases: deployed, canary, history, views, errors and field p75, the rollback target
 *   npm run prune -- <app> --keep <n>          remove <app>'s releases no environment names, past the <n> newest
 * RELEASES_DIR is the store (default .releases/), SITE_DIR the environment (default .site/<port>).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { fieldLines } from '../field/field-in-listing';
import { deploy, exclusively, promote, rollback, type CanaryOptions } from '../release/deploy';
import { readDeployments, readEnvironment, type CanaryPolicy } from '../release/deployments';
import { namedReleases, pruneReleases } from '../release/prune';
import { DeployRefused } from '../release/refusal';
import { formatCounts, readReleaseStats } from '../release/release-stats';
import { apps, defaultReleasesDir, listReleases, storeRelease, type App } from '../release/release-store';
import { defaultSpeedMargins } from '../release/speed-verdict';
import { siteSettingsFromEnv } from './environment';

const store = defaultReleasesDir();
const log = (line: string) => console.info(line);

function appNamed(name: string | undefined): App {
  const app = name?.replace(/^mfe-/, '') as App | undefined;
  if (!app) throw new DeployRefused(`Name an app: one of ${apps.join(', ')}`);
  if (!apps.includes(app)) throw new DeployRefused(`There is no app "${name}": name one of ${apps.join(', ')}`);
  return app;
}

/** `npm run release -w mfe-shop` runs in the app's folder: its package name says which app it is. */
function appOfFolder(folder: string): App {
  const { name } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string };
  return appNamed(name);
}

type Options = Record<string, { type: 'string' | 'boolean' }>;

/** The command's arguments, or a one-line refusal for an unknown option or a missing or extra argument. */
function parse<T extends Options>(args: string[], options: T, positionals: number, usage: string) {
  // `--keep -1` is a negative number for the option, refused by its bounds, not an unknown option `-1`.
  const joined = args.flatMap((arg, i) =>
    /^-\d/.test(arg) && /^--[\w-]+$/.test(args[i - 1] ?? '') && options[args[i - 1]!.slice(2)]?.type === 'string'
      ? []
      : /^--[\w-]+$/.test(arg) && /^-\d/.test(args[i + 1] ?? '') && options[arg.slice(2)]?.type === 'string'
        ? [`${arg}=${args[i + 1]}`]
        : [arg],
  );
  let parsed;
  try {
    parsed = parseArgs({ args: joined, options, strict: true, allowPositionals: true, tokens: true });
  } catch (error) {
    throw new DeployRefused(`${(error as Error).message.split('\n')[0]!.split('. ')[0]}. Usage: ${usage}`);
  }
  if (parsed.positionals.length !== positionals) throw new DeployRefused(`Usage: ${usage}`);
  // Given twice, a flag would silently keep its last value (`--canary 5 --canary 50` deploys to half).
  const names = parsed.tokens.flatMap((token) => (token.kind === 'option' ? [token.rawName] : []));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new DeployRefused(`${twice} was given twice: give it once. Usage: ${usage}`);
  return parsed;
}

/** A whole number within bounds from a flag or the environment, or a one-line refusal naming it. */
function wholeNumber(value: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = /^-?\d+$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max)
    throw new DeployRefused(`${name} takes a whole number from ${min} to ${max}, not ${value ?? 'nothing'}`);
  return number;
}

const DEPLOY_USAGE =
  'npm run deploy -- <app> <release id> [--canary <percent> [--auto [--min-visitors <n>] [--margin <points>] [--clean-minutes <m>] [--inp-margin <ms>] [--lcp-margin <ms>]]] [--target edge]';

function canaryOptions(values: Record<string, string | boolean | undefined>): CanaryOptions | undefined {
  const { canary, auto } = values;
  const tuning = ['min-visitors', 'margin', 'clean-minutes', 'inp-margin', 'lcp-margin'].find(
    (name) => values[name] !== undefined,
  );
  if (canary === undefined) {
    if (auto || tuning) throw new DeployRefused(`--${auto ? 'auto' : tuning} is for a canary: add --canary <percent>`);
    return undefined;
  }
  if (tuning && !auto) throw new DeployRefused(`--${tuning} tunes an automatic canary: add --auto`);
  const percent = wholeNumber(canary as string, '--canary', 1, 99);
  if (!auto) return { percent };
  const env = process.env;
  const policy: CanaryPolicy = {
    minVisitors: wholeNumber(
      (values['min-visitors'] as string | undefined) ?? env.CANARY_MIN_VISITORS,
      '--min-visitors',
      1,
      1_000_000,
      50,
    ),
    margin: wholeNumber((values.margin as string | undefined) ?? env.CANARY_MARGIN_POINTS, '--margin', 0, 100, 2) / 100,
    cleanMs:
      wholeNumber(
        (values['clean-minutes'] as string | undefined) ?? env.CANARY_CLEAN_MINUTES,
        '--clean-minutes',
        0,
        7 * 24 * 60,
        60,
      ) * 60_000,
    inpMarginMs: wholeNumber(
      (values['inp-margin'] as string | undefined) ?? env.CANARY_INP_MARGIN_MS,
      '--inp-margin',
      0,
      60_000,
      defaultSpeedMargins.INP,
    ),
    lcpMarginMs: wholeNumber(
      (values['lcp-margin'] as string | undefined) ?? env.CANARY_LCP_MARGIN_MS,
      '--lcp-margin',
      0,
      60_000,
      defaultSpeedMargins.LCP,
    ),
  };
  return { percent, auto: policy };
}

async function listing(siteDir: string, app: App) {
  readEnvironment(siteDir);
  const field = await fieldLines(siteDir, app);
  const deployments = readDeployments(siteDir);
  const deployed = deployments?.deployed[app];
  const canary = deployments?.canary?.app === app ? deployments.canary : undefined;
  const history = deployments?.history[app] ?? [];
  const stats = readReleaseStats(siteDir)[app] ?? {};
  for (const release of listReleases(store, app)) {
    const live = release.id === deployed || release.id === canary?.id;
    const counts = live ? `  ${formatCounts(stats[release.id])}` : '';
    const role =
      release.id === deployed
        ? '(deployed)'
        : release.id === canary?.id
          ? `(canary ${canary.percent}%${canary.auto ? ', auto' : ''})`
          : history.includes(release.id)
            ? '(earlier)'
            : '';
    console.info(
      `${release.id === deployed ? '*' : live ? '~' : ' '} ${release.id}  ${release.createdAt}${counts}${role ? `  ${role}` : ''}`,
    );
    const fieldLine = live && field.lineOf(release.id);
    if (fieldLine) console.info(fieldLine);
  }
  await field.close();
  console.info(`History: ${history.join(' -> ') || 'none'}`);
  const previous = history.at(-2);
  console.info(
    canary
      ? `Rollback: ends the canary ${canary.id}; every visitor stays on ${deployed}`
      : previous
        ? `Rollback: back to ${previous}`
        : 'Rollback: none (no earlier release)',
  );
}

const TARGET = { target: { type: 'string' } } as const;

/** Where a deploy goes besides the environment's folder: `node` (only there) or `edge` (also the local edge's R2 and KV). */
function targetOf(value: string | undefined): 'node' | 'edge' {
  if (value === undefined || value === 'node' || value === 'edge') return value ?? 'node';
  throw new DeployRefused(`--target takes node or edge, not "${value}"`);
}

async function publishTo(target: 'node' | 'edge', siteDir: string, sitePort: number) {
  if (target !== 'edge') return;
  // Loaded only here: the local edge brings miniflare, which no other command needs.
  const { publishToLocalEdge } = await import('./edge/publish-local');
  const { objects } = await publishToLocalEdge(siteDir, sitePort);
  console.info(`Published to the local edge: ${objects} new objects, the live set last`);
}

async function main(command: string | undefined, args: string[]) {
  // Read as the server reads them: an invalid PORT_OFFSET, PORT or SITE_DIR is refused in one line before anything runs.
  const { siteDir, port } = siteSettingsFromEnv();
  const context = { store, siteDir, log };
  switch (command) {
    case 'release': {
      parse(args, {}, 0, 'npm run release -w <app>');
      const folder = process.cwd();
      const { info, created } = storeRelease(store, appOfFolder(folder), path.join(folder, 'dist'));
      console.info(
        `${created ? 'Stored' : 'Already stored'}: ${info.app} ${info.version} in ${path.join(store, info.app, info.id)}`,
      );
      console.info(info.id);
      return;
    }
    case 'deploy': {
      const options = {
        canary: { type: 'string' },
        auto: { type: 'boolean' },
        'min-visitors': { type: 'string' },
        margin: { type: 'string' },
        'clean-minutes': { type: 'string' },
        'inp-margin': { type: 'string' },
        'lcp-margin': { type: 'string' },
        target: { type: 'string' },
      } as const;
      const { values, positionals } = parse(args, options, 2, DEPLOY_USAGE);
      const app = appNamed(positionals[0]);
      const canary = canaryOptions(values);
      const target = targetOf(values.target);
      await deploy(context, app, positionals[1]!, canary);
      await publishTo(target, siteDir, port);
      console.info(
        canary
          ? `Deployed ${app} ${positionals[1]} as a canary for ${canary.percent}% of visitors${canary.auto ? ' (automatic)' : ''}`
          : `Deployed ${app} ${positionals[1]}`,
      );
      return;
    }
    case 'promote': {
      const { values, positionals } = parse(args, TARGET, 1, 'npm run promote -- <app> [--target edge]');
      const app = appNamed(positionals[0]);
      const target = targetOf(values.target);
      const result = await promote(context, app);
      await publishTo(target, siteDir, port);
      console.info(`Promoted ${app} ${result.deployed[app]}: every visitor runs it`);
      return;
    }
    case 'rollback': {
      const { values, positionals } = parse(args, TARGET, 1, 'npm run rollback -- <app> [--target edge]');
      const app = appNamed(positionals[0]);
      const target = targetOf(values.target);
      const canary = readDeployments(siteDir)?.canary;
      const result = await rollback(context, app);
      await publishTo(target, siteDir, port);
      console.info(
        canary?.app === app
          ? `Ended ${app}'s canary ${canary.id}; every visitor runs ${result.deployed[app]}`
          : `Rolled ${app} back to ${result.deployed[app]}`,
      );
      return;
    }
    case 'releases': {
      await listing(siteDir, appNamed(parse(args, {}, 1, 'npm run releases -- <app>').positionals[0]));
      return;
    }
    case 'prune': {
      const usage = 'npm run prune -- <app> --keep <n>';
      const { values, positionals } = parse(args, { keep: { type: 'string' } }, 1, usage);
      const app = appNamed(positionals[0]);
      if (values.keep === undefined)
        throw new DeployRefused(`Say how many of the newest releases to keep. Usage: ${usage}`);
      const keep = wholeNumber(values.keep, '--keep', 0, 10_000);
      const removed = await exclusively(
        siteDir,
        async () => pruneReleases(store, app, keep, namedReleases(siteDir, app)),
        {
          log,
        },
      );
      console.info(`Removed ${removed.length} release(s) of ${app}${removed.length ? `: ${removed.join(', ')}` : ''}`);
      return;
    }
    default:
      throw new DeployRefused(
        `${command ? `There is no command "${command}"; commands` : 'Commands'}: release, deploy, promote, rollback, releases, prune`,
      );
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  // A refusal is its one line; anything else is a fault, its first line said and its trace kept for a developer.
  if (error instanceof DeployRefused) console.error(error.message);
  else {
    console.error((error as Error).message?.split('\n')[0] ?? String(error));
    if (process.env.DEBUG) console.error(error);
  }
  process.exit(1);
});
