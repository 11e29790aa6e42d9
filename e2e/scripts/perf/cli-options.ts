import { parseArgs } from 'node:util';

import { mainRoutes, type PerfRoute } from './routes';

export interface PerfOptions {
  routes: PerfRoute[];
  runs: number;
  /** Exit 1 when a budget is broken; without it the report always exits 0 once every route was measured. */
  strict: boolean;
}

/** `[/path ...] [--runs N] [--strict]`: no path means every main route; a path outside them is measured too. */
export function parsePerfArgs(args: readonly string[]): PerfOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { runs: { type: 'string' }, strict: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number of 1 or more, not "${values.runs}"`);
  const notAPath = positionals.find((arg) => !arg.startsWith('/'));
  if (notAPath !== undefined) throw new Error(`"${notAPath}" is not a path: name routes as /contact /blog`);
  const routes = positionals.length
    ? [...new Set(positionals)].map((path) => mainRoutes.find((route) => route.path === path) ?? { name: path, path })
    : [...mainRoutes];
  return { routes, runs, strict: values.strict };
}
