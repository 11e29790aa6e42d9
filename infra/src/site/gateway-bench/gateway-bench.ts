/**
 * `npm run bench:gateway -w infra` (after `npm start` deployed the site): requests per second and
 * p99 latency for `/` and a town page on the Node host, the workerd host (miniflare) and Debian's
 * nginx serving the same render from disk with `gzip_static`, in one run and on the same machine;
 * then the bytes of `/` on the wire with gzip and with brotli, and a revisit answered 304. It prints
 * figures and judges nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { repoRoot } from '../../base/repo-root';
import { defaultReleasesDir } from '../../release/release-store';
import { liveRenders, rendersDir } from '../../render/site-renders';
import { buildWorker, startEdgeHost } from '../edge/edge-host';
import { publishToEdge } from '../edge/publish-edge';
import { siteSettingsFromEnv } from '../environment';
import { visitorKey } from '../release-buckets';
import { startNginx } from './nginx-host';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

async function startNodeHost(siteDir: string, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'node-host.ts'), siteDir, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((ready) => child.stdout.once('data', () => ready()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Status, encoding and body bytes as they came on the wire (fetch would decode them). */
const onWire = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          bytes,
        }),
      );
    }).on('error', reject);
  });

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { perSecond: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  const { siteDir } = siteSettingsFromEnv();
  const live = liveRenders(siteDir);
  if (!live) throw new Error(`${siteDir} serves no render: run \`npm start\` first`);
  const renderDir = path.join(rendersDir(siteDir), live.render);
  const town = '/locations/oak-park';
  const work = mkdtempSync(path.join(tmpdir(), 'gateway-bench-'));

  buildWorker();
  const edge = await startEdgeHost({
    port: 0,
    persistDir: path.join(work, 'edge'),
    siteOrigin: 'http://localhost:8080',
    origin: 'http://127.0.0.1:9',
    visitorKey: visitorKey(siteDir),
  });
  await publishToEdge(edge.writer, {
    siteDir,
    releasesDir: defaultReleasesDir(),
    mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
  });
  const node = await startNodeHost(siteDir, 18_990);
  const nginx = await startNginx(renderDir, 18_991, path.join(work, 'nginx'));
  const hosts = { Node: node.url, workerd: edge.url, nginx: nginx.url };

  console.info(`${SECONDS} s per run, ${CONNECTIONS} connections, Accept-Encoding: gzip, render ${live.render}`);
  console.info('| host | path | requests/s | p99 ms | non-2xx |');
  console.info('| --- | --- | ---: | ---: | ---: |');
  try {
    for (const pathname of ['/', town])
      for (const [name, base] of Object.entries(hosts)) {
        await measure(`${base}${pathname}`); // warm up: the first reads fill the caches every host has
        const { perSecond, p99, non2xx } = await measure(`${base}${pathname}`);
        console.info(`| ${name} | ${pathname} | ${perSecond} | ${p99} | ${non2xx} |`);
      }
    for (const [name, base] of Object.entries(hosts)) {
      const sizes: string[] = [];
      for (const encoding of ['gzip', 'br', 'identity']) {
        const answer = await onWire(`${base}/`, { 'Accept-Encoding': encoding });
        sizes.push(`asked ${encoding}: ${(answer.bytes / 1024).toFixed(1)} kB ${answer.encoding}`);
      }
      const first = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br' } });
      const revisit = await onWire(`${base}/`, {
        'Accept-Encoding': 'br',
        'If-None-Match': first.headers.get('etag') ?? '',
      });
      console.info(`${name} /: ${sizes.join(', ')}; revisit with its ETag: ${revisit.status}, ${revisit.bytes} bytes`);
    }
  } finally {
    node.stop();
    nginx.stop();
    await edge.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
