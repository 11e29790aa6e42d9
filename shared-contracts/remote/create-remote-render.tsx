import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

import { preloadPageAt } from 'shared-contracts/remote/OwnedRoutes';
import {
  identifierPrefixOf,
  injectSlices,
  RemoteFrame,
  type RemoteDefinition,
} from 'shared-contracts/remote/RemoteFrame';
import type { RenderRequest } from 'shared-contracts/remote/render-contract';
import { StaticRouter } from 'shared-contracts/routing/router';

/** A page still waiting for data after this long fails its render; the job ships that slot empty. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * A boundary React outlined is sent as a fallback plus an inline script that swaps the content in;
 * the site's policy runs no inline script, and the browser would then throw the server's work away.
 * Rendering again, with every lazy page and awaited load now settled, gives the content in place.
 */
const MAX_PASSES = 3;
const hasPendingBoundary = (html: string) => html.includes('<!--$?-->');

const notOnTheServer = (remote: string, exposed: string) =>
  Promise.reject(new Error(`${remote}/${exposed} is loaded in the browser only`));

/** Decoded once at the end, so a character split across two chunks stays whole. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The server entry of a remote: the same tree as its browser mount, at one URL, with every lazy
 * page and awaited data resolved before the HTML is read. Pages declare their metadata into the
 * store as they render, where the shell reads it for `<head>`.
 */
export function createRemoteRender(definition: RemoteDefinition) {
  return async function render({ url, store, rootReducer, sheet, siteOrigin }: RenderRequest): Promise<string> {
    injectSlices(definition, store, rootReducer);
    // The page is drawn directly, as the browser will hydrate it, not behind a Suspense boundary.
    if (definition.pages) await preloadPageAt(definition.pages, new URL(url, siteOrigin).pathname);
    const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const tree = sheet.collectStyles(
      <RemoteFrame
        definition={definition}
        store={store}
        siteOrigin={siteOrigin}
        loadRemoteModule={notOnTheServer}
        Router={AtUrl}
      />,
    );
    for (let pass = 1; ; pass++) {
      const { prelude } = await prerenderToNodeStream(tree, {
        identifierPrefix: identifierPrefixOf(definition.remote),
        // A large boundary would otherwise be sent apart from its place, to be moved in by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      const html = await readAll(prelude);
      if (!hasPendingBoundary(html)) return html;
      if (pass === MAX_PASSES) throw new Error(`${url} still waits for data after ${MAX_PASSES} renders`);
    }
  };
}
