/** The Node host alone in its own process, for the benchmark: the gateway over the environment's live render. */
import path from 'node:path';

import { repoRoot } from '../../base/repo-root';
import { defaultReleasesDir } from '../../release/release-store';
import { currentRender } from '../../render/site-renders';
import { createGateway } from '../gateway';
import { visitorKey } from '../release-buckets';

const [siteDir = '', port = '0'] = process.argv.slice(2);
const gateway = createGateway({
  origin: 'http://localhost:8080',
  currentRender: currentRender(siteDir),
  shellReleasesDir: path.join(defaultReleasesDir(), 'shell'),
  mediaDir: path.join(repoRoot, 'infra', 'dist', 'media'),
  visitorKey: visitorKey(siteDir),
});
gateway.listen(Number(port), '127.0.0.1', () => console.info('ready'));
