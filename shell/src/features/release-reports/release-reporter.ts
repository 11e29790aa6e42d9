import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import type { RuntimeConfig } from '../../config/runtime-config';

/** Where the gateway takes the reports (infra `site/release-reports.ts`). */
export const RELEASE_REPORT_PATH = '/api/releaseReport';

export type ReportKind = 'error' | 'load' | 'integrity';

/**
 * All that a report holds: what went wrong, in which remote's release. No message, URL or visitor
 * detail, and no weight: the gateway counts the visitor its cookie names, once.
 */
export interface ReleaseReport {
  kind: ReportKind;
  app: RemoteName;
  release: string;
}

export interface ReporterOptions {
  send: (report: ReleaseReport) => void;
}

/** A remote's release id is the folder its manifest is served from: `<origin>/<release id>/mf-manifest.json`. */
const releaseOf = (manifestUrl: string) => new URL(manifestUrl).pathname.split('/').at(-2) ?? '';

/**
 * Tells the gateway what the remotes' releases did to this page load: an uncaught error thrown from
 * a remote's code (found by its scripts' address in the stack), a remote that failed to load or
 * mount, a file refused for its hash. One report of each kind per remote per page load at most, so a
 * button that throws on every click reports once per page view (a refused file also fails its
 * remote's load: two reports). Every page load reports: a canary is judged on how many of its
 * visitors fail, so none of them is left out.
 */
export function createReleaseReporter({ remotes }: Pick<RuntimeConfig, 'remotes'>, { send }: ReporterOptions) {
  const reported = new Set<string>();
  const bases = remoteNames.map((name) => [name, new URL('.', remotes[name]).href] as const);

  function report(kind: ReportKind, app: RemoteName) {
    if (reported.has(`${kind} ${app}`)) return;
    reported.add(`${kind} ${app}`);
    send({ kind, app, release: releaseOf(remotes[app]) });
  }

  /** The remote whose scripts the error came from: the first of their addresses in its stack (or the file it was thrown from). */
  function remoteOf(error: unknown, filename = ''): RemoteName | undefined {
    const trace = `${error instanceof Error ? (error.stack ?? '') : ''}\n${filename}`;
    let first: { name: RemoteName; at: number } | undefined;
    for (const [name, base] of bases) {
      const at = trace.indexOf(base);
      if (at >= 0 && (!first || at < first.at)) first = { name, at };
    }
    return first?.name;
  }

  return {
    uncaught(error: unknown, filename?: string) {
      const app = remoteOf(error, filename);
      if (app) report('error', app);
    },
    remoteFailed: (app: RemoteName) => report('load', app),
    integrityRefused: (app: RemoteName) => report('integrity', app),
  };
}

export type ReleaseReporter = ReturnType<typeof createReleaseReporter>;
