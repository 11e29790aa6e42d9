import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';

/** A hydration mismatch is a bug: it is reported with the part that had it, and counted by the e2e suite. */
export function reportRecoverableError(part: string) {
  return (error: unknown) => console.error(`[hydration] ${part}:`, error instanceof Error ? error.message : error);
}

/** The `ReactDOMClient` single-spa-react is given: both ways of starting a root, with the part's `useId` prefix. */
export function clientWithPrefix(identifierPrefix: string, part: string) {
  const options: RootOptions = { identifierPrefix, onRecoverableError: reportRecoverableError(part) };
  return {
    createRoot: (container: Element) => createRoot(container, options),
    hydrateRoot: (container: Element, children: React.ReactNode) => hydrateRoot(container, children, options),
  };
}
