import type { NavigationKind } from 'shared-contracts/field/field-report';

/** A view's kind from the owner of the page before it (none: the first page of the visit) and its own. */
export function navigationKind(previousOwner: string | undefined | null, owner: string): NavigationKind {
  if (!previousOwner) return 'load';
  return previousOwner === owner ? 'in-remote' : 'cross-remote';
}

/**
 * The views of one document in order: the page it loaded with (its kind from the page of this site
 * the visitor came from, if any), then each move drawn in place (a soft navigation), each kind from
 * the view before it.
 */
export function createViewLog(firstOwner: string, previousOwner: string | null, reloaded: boolean) {
  const views = new Map<number | undefined, { owner: string; kind: NavigationKind }>();
  let last = firstOwner;
  const first = { owner: firstOwner, kind: reloaded ? 'load' : navigationKind(previousOwner, firstOwner) } as const;
  return {
    /** A move in place to a page of `owner`, as the browser numbered it. */
    moved(navigationId: number, owner: string) {
      views.set(navigationId, { owner, kind: navigationKind(last, owner) });
      last = owner;
    },
    /** The view a figure belongs to: a move in place by its number, else the page the document loaded with. */
    view: (navigationId: number | undefined) => views.get(navigationId) ?? first,
  };
}
