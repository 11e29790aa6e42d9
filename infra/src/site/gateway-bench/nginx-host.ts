import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Debian's nginx serving a render folder from disk with `gzip_static` (the `.gz` copies beside the
 * pages): the local limit a Fetch host is measured against. One worker, like one Node process.
 */
export async function startNginx(renderDir: string, port: number, workDir: string) {
  mkdirSync(path.join(workDir, 'logs'), { recursive: true });
  const conf = path.join(workDir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  types { text/html html; application/javascript js; application/json json; }
  server {
    listen 127.0.0.1:${port};
    root ${renderDir};
    gzip_static on;
    etag on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((ready) => setTimeout(ready, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => nginx.kill('SIGTERM') };
}
