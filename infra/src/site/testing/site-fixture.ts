import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { siteOriginDefault } from 'shared-contracts/business/business';
import type { RuntimeManifest } from 'shared-contracts/remote/render-contract';
import { remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';

import { fixedRender } from '../../render/site-renders';
import { portPlan } from '../environment';
import { createGateway, type GatewayOptions } from '../gateway';

/** A manifest of remotes on local ports, for gateway tests and the load check: nothing loads them, so their hashes are stand-ins. */
export function localEnvironment(host: string, remotePorts: Record<RemoteName, number>): RuntimeManifest {
  const each = (value: (name: RemoteName) => string) =>
    Object.fromEntries(remoteNames.map((name) => [name, value(name)])) as Record<RemoteName, string>;
  return {
    siteOrigin: siteOriginDefault,
    remotes: each((name) => `http://${host}:${remotePorts[name]}/mf-manifest.json`),
    integrity: each((name) => `sha384-${name}`),
  };
}

/** A shell build folder and a render of one town page, written to temporary folders. */
export function siteFixture() {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'wraplab-static-'));
  mkdirSync(path.join(shellDir, 'media'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>template</title>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(shellDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(shellDir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(shellDir, 'media', 'fleet-vans-640.webp'), 'RIFF');
  const pagesDir = mkdtempSync(path.join(tmpdir(), 'wraplab-pages-'));
  mkdirSync(path.join(pagesDir, 'locations', 'oak-park'), { recursive: true });
  writeFileSync(
    path.join(pagesDir, 'locations', 'oak-park', 'index.html'),
    '<!doctype html><title>Oak Park</title><h1>Vehicle Wraps in Oak Park</h1>',
  );
  writeFileSync(path.join(pagesDir, '404.html'), '<!doctype html><title>Page Not Found</title><h1>Page not found</h1>');
  writeFileSync(path.join(pagesDir, 'sitemap.xml'), '<urlset></urlset>');
  const environment = localEnvironment('localhost', portPlan(8080, 3000, 0).remotePorts);
  const render = (serve?: Parameters<typeof fixedRender>[3]) =>
    fixedRender(
      pagesDir,
      environment,
      { '/locations/oak-park': 'locations/oak-park/index.html' },
      { shellDir, ...serve },
    );
  return { shellDir, pagesDir, render };
}

/** The gateway over the fixture's render, with what a test adds. */
export function fixtureGateway(options: Partial<GatewayOptions> = {}) {
  const fixture = siteFixture();
  return createGateway({
    origin: 'http://localhost:8080',
    mediaDir: path.join(fixture.shellDir, 'media'),
    currentRender: fixture.render(),
    ...options,
  });
}

/** Listen on a free loopback port. */
export async function serve(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
