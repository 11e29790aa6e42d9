import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { lighthouseMobile } from './mobile-conditions';

/** Bytes handed on at a time, so a large response trickles as on a slow link rather than in bursts. */
const SLICE_BYTES = 4 * 1024;

/** Where a link hands a response's bytes: the browser's side of the proxy. */
export interface Flow {
  write(slice: Buffer): unknown;
  end(): unknown;
  readonly destroyed: boolean;
}

/**
 * One link shared in turn by the responses under way, as flows share a real one: each response's
 * slices wait in a queue of their own, and the link carries one slice of each in turn, a slice
 * arriving once the link has had time to carry all of it. `null` ends a response after its slices.
 */
export function sharedLink(bytesPerSecond: number) {
  const waiting = new Map<Flow, (Buffer | null)[]>();
  let carrying: { out: Flow; slices: (Buffer | null)[] } | undefined;
  const send = (): void => {
    carrying = undefined;
    const [out, slices] = waiting.entries().next().value ?? [];
    if (!out || !slices) return;
    waiting.delete(out);
    const slice = slices.shift();
    // A fetch the browser cancelled (a mark dropped, the page left) takes no more of the link.
    if (out.destroyed || slice === undefined) return send();
    if (slice === null) {
      out.end();
      return send();
    }
    carrying = { out, slices };
    setTimeout(
      () => {
        if (!out.destroyed) out.write(slice);
        // Back of the line, behind the responses that came meanwhile.
        if (slices.length > 0) waiting.set(out, slices);
        send();
      },
      (slice.length / bytesPerSecond) * 1000,
    );
  };
  return {
    carry(out: Flow, slice: Buffer | null) {
      const slices = carrying?.out === out ? carrying.slices : waiting.get(out);
      if (slices) slices.push(slice);
      else waiting.set(out, [slice]);
      if (!carrying) send();
    },
  };
}

/**
 * A phone's slow 4G for every request of the browser (Lighthouse's mobile figures): each waits a
 * round trip for its first byte, then all share one link at the download rate. An HTTP proxy the
 * browser sends everything through, rather than DevTools' emulation, which is per page: Chromium
 * fetches the speculation rules' documents itself, outside the page, and DevTools' throttling never
 * reached them (a 100 kB document fetched on the press arrived 15-72 ms after the tap, where slow 4G
 * takes 562.5 ms before its first byte); and a prerendered page had a link of its own beside the
 * page the visitor was on.
 */
export async function startMobileNetwork() {
  const link = sharedLink(lighthouseMobile.downloadBytesPerSecond);
  /** Hands `body` on, slice by slice, over the shared link. */
  const trickle = (body: http.IncomingMessage, out: http.ServerResponse) => {
    out.on('close', () => body.destroy());
    body.on('data', (chunk: Buffer) => {
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) link.carry(out, chunk.subarray(at, at + SLICE_BYTES));
    });
    body.on('end', () => link.carry(out, null));
  };

  const server = http.createServer((request, response) => {
    // A proxy is asked for whole addresses; anything else is not the browser's.
    if (!URL.canParse(request.url ?? '')) return void response.writeHead(400).end();
    const target = new URL(request.url as string);
    const { 'proxy-connection': _hop, ...headers } = request.headers;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: request.method,
        headers,
      },
      (answer) => {
        const answerNow = () => {
          if (response.destroyed) return answer.destroy();
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          trickle(answer, response);
        };
        setTimeout(answerNow, lighthouseMobile.latencyMs);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Chromium's switches that send every request, the site's on localhost included, through the proxy. */
    chromiumArgs: [`--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
