import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

/** A hydration mismatch is a bug: it is reported with the part that had it, and counted by the e2e suite. */
export function reportRecoverableError(part: string) {
  return (error: unknown) => console.error(`[hydration] ${part}:`, error instanceof Error ? error.message : error);
}

/** The `ReactDOMClient` single-spa-react is given: both ways of starting a root, with the part's `useId` prefix. */
export function clientWithPrefix(identifierPrefix: string, part: string) {
  const options: RootOptions = { identifierPrefix, onRecoverableError: reportRecoverableError(part) };
  return {
    createRoot: (container: Element) => createRoot(container, options),
    hydrateRoot: (container: Element, children: React.ReactNode) => hydrateInSlices(container, children, options),
  };
}

/**
 * Hydrates as a transition, so React yields to the browser every few milliseconds instead of holding
 * the main thread for the whole tree: a tap during hydration is handled at once.
 */
export function hydrateInSlices(container: Element, children: React.ReactNode, options: RootOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  return root!;
}
