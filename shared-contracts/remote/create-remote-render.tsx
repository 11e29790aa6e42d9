import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RenderRequest } from './render-contract';
import { RemoteFrame, identifierPrefixOf, injectSlices, type RemoteDefinition } from './RemoteFrame';

/** A page still waiting for data after this long fails its render; the job ships that slot empty. */
const RENDER_TIMEOUT_MS = 10_000;

const notOnTheServer = (remote: string, exposed: string) =>
  Promise.reject(new Error(`${remote}/${exposed} is loaded in the browser only`));

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array);
  return html;
}

/**
 * The server entry of a remote: the same tree as its browser mount, at one URL, with every lazy
 * page and awaited data resolved before the HTML is read. Pages declare their metadata into the
 * store as they render, where the shell reads it for `<head>`.
 */
export function createRemoteRender(definition: RemoteDefinition) {
  return async function render({ url, store, rootReducer, sheet, siteOrigin }: RenderRequest): Promise<string> {
    injectSlices(definition, store, rootReducer);
    const AtUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const tree = sheet.collectStyles(
      <RemoteFrame definition={definition} store={store} siteOrigin={siteOrigin} loadRemoteModule={notOnTheServer} Router={AtUrl} />,
    );
    const { prelude } = await prerenderToNodeStream(tree, {
      identifierPrefix: identifierPrefixOf(definition.remote),
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    return readAll(prelude);
  };
}
