import semver from 'semver';

import { packageOf, sharedSingletons } from 'shared-contracts/federation/shared-deps';

export interface AppManifest {
  app: string;
  dependencies: Record<string, string>;
}

export interface SharedVersionProblem {
  pkg: string;
  message: string;
}

/**
 * Every app shares the same singletons at run time, so their declared ranges must all accept one
 * version: the one installed. Two apps asking for ranges no single version satisfies is a build error.
 */
export function sharedVersionProblems(
  apps: readonly AppManifest[],
  installed: Record<string, string>,
): SharedVersionProblem[] {
  const problems: SharedVersionProblem[] = [];
  for (const pkg of new Set(sharedSingletons.map(packageOf))) {
    const asks = apps.map((a) => ({ app: a.app, range: a.dependencies[pkg] }));
    for (const ask of asks.filter((a) => !a.range)) {
      problems.push({ pkg, message: `${ask.app} does not declare ${pkg}, a shared singleton` });
    }
    const declared = asks.filter((a): a is { app: string; range: string } => Boolean(a.range));
    for (let i = 0; i < declared.length; i++) {
      for (let j = i + 1; j < declared.length; j++) {
        const [a, b] = [declared[i]!, declared[j]!];
        if (!semver.intersects(a.range, b.range)) {
          problems.push({
            pkg,
            message: `${a.app} wants ${pkg}@${a.range} but ${b.app} wants ${pkg}@${b.range}: no version satisfies both`,
          });
        }
      }
    }
    const version = installed[pkg];
    for (const ask of declared) {
      if (version && !semver.satisfies(version, ask.range)) {
        problems.push({ pkg, message: `${ask.app} wants ${pkg}@${ask.range} but ${version} is installed` });
      }
    }
  }
  return problems;
}
