import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

import { hydrateInSlices, reportRecoverableError } from 'shared-contracts/remote/hydration';
import { holdsServerHtml } from 'shared-contracts/remote/rendered-url';
import type { ContractStore } from 'shared-contracts/store/root-state';

import { HeadManager } from '../features/head/HeadManager';
import { ToastArea } from '../features/toasts/ToastArea';
import { partSlots, shellParts, type PartContext, type ShellPart } from './ShellParts';

const slot = (id: string, doc: Document) => {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}`);
  return element;
};

function start(element: Element, node: ReactNode, identifierPrefix: string, part: string) {
  const options = { identifierPrefix, onRecoverableError: reportRecoverableError(part) };
  if (holdsServerHtml(element)) hydrateInSlices(element, node, options);
  else createRoot(element, options).render(node);
}

/** What only the browser's parts need. */
interface BrowserContext {
  siteOrigin: string;
}

/**
 * The shell's parts, each in its own slot: header, not-found, footer and the chat launcher hydrate the
 * server's HTML when the page was rendered for this URL; toasts and `<head>` are the browser's alone.
 */
export function mountShell(context: PartContext & BrowserContext, doc: Document = document) {
  for (const part of Object.keys(shellParts) as ShellPart[]) {
    const { id, prefix } = partSlots[part];
    start(slot(id, doc), shellParts[part](context), prefix, `shell ${part}`);
  }
  createRoot(slot('toast-area', doc), { identifierPrefix: 'shell-toasts-' }).render(
    <Provider store={context.store as ContractStore}>
      <HeadManager siteOrigin={context.siteOrigin} />
      <ToastArea />
    </Provider>,
  );
}
