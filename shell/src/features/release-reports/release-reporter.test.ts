import { createReleaseReporter, type ReleaseReport } from './release-reporter';

const remotes = {
  marketing: 'http://localhost:3001/1.0.0-aaa/mf-manifest.json',
  locations: 'http://localhost:3002/1.0.0-bbb/mf-manifest.json',
  shop: 'http://localhost:3003/1.0.1-canary/mf-manifest.json',
  member: 'http://localhost:3004/1.0.0-ddd/mf-manifest.json',
  chat: 'http://localhost:3005/1.0.0-eee/mf-manifest.json',
};

function reporter() {
  const sent: ReleaseReport[] = [];
  return { sent, reporter: createReleaseReporter({ remotes }, { send: (report) => sent.push(report) }) };
}

/** An error as the browser hands it over: thrown in the shop's chunk, rethrown by React in the shell's. */
const thrownInShop = () => {
  const error = new Error('Add to Cart failed');
  error.stack = [
    'Error: Add to Cart failed',
    '    at onClick (http://localhost:3003/1.0.1-canary/src_app_catalog-pages_tsx.e8b8aefa50.js:1:2345)',
    '    at dispatch (http://localhost:8080/vendors-react-dom.0123.js:1:999)',
  ].join('\n');
  return error;
};

describe('release reports', () => {
  it('tag an uncaught error with the release of the remote whose code threw it, and nothing else', () => {
    const { sent, reporter: reports } = reporter();
    reports.uncaught(thrownInShop(), 'http://localhost:8080/vendors-react-dom.0123.js');
    expect(sent).toEqual([{ kind: 'error', app: 'shop', release: '1.0.1-canary' }]);
  });

  it("leave errors in no remote's code (the shell's, an extension's) unreported", () => {
    const { sent, reporter: reports } = reporter();
    reports.uncaught(new Error('elsewhere'), 'chrome-extension://abc/content.js');
    reports.uncaught('a string thrown');
    expect(sent).toEqual([]);
  });

  it('report load failures and integrity refusals, each kind once per remote per page load', () => {
    const { sent, reporter: reports } = reporter();
    reports.integrityRefused('member');
    reports.remoteFailed('member');
    reports.remoteFailed('chat');
    reports.uncaught(thrownInShop());
    reports.uncaught(thrownInShop());
    reports.remoteFailed('member');
    expect(sent).toEqual([
      { kind: 'integrity', app: 'member', release: '1.0.0-ddd' },
      { kind: 'load', app: 'member', release: '1.0.0-ddd' },
      { kind: 'load', app: 'chat', release: '1.0.0-eee' },
      { kind: 'error', app: 'shop', release: '1.0.1-canary' },
    ]);
  });
});
