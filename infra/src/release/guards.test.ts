import { incompatibility } from './guards';
import type { ReleaseInfo } from './release-store';

const shell: ReleaseInfo = {
  app: 'shell',
  id: '1.0.0-aaaaaaaaaaaa',
  version: '1.0.0',
  contractsVersion: '1.2.0',
  requires: { react: '^19.2.0', 'react-dom': '^19.2.0', 'shared-contracts': '^1.0.0' },
  provides: { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' },
  createdAt: '2026-11-01T00:00:00.000Z',
};
const shop = (changes: Partial<ReleaseInfo> = {}): ReleaseInfo => ({
  ...shell,
  app: 'shop',
  id: '1.0.0-bbbbbbbbbbbb',
  contractsVersion: '1.1.0',
  requires: { react: '^19.2.0', 'styled-components': '^6.1.19', 'shared-contracts': '^1.0.0' },
  ...changes,
});

describe('the deploy guards', () => {
  it('accept a remote whose shared singletons and contracts the shell satisfies', () => {
    expect(incompatibility(shop(), shell)).toBeUndefined();
  });

  it('refuse a remote built for another React major', () => {
    expect(incompatibility(shop({ requires: { react: '^20.0.0' } }), shell)).toBe(
      'shop 1.0.0-bbbbbbbbbbbb needs react ^20.0.0; shell 1.0.0-aaaaaaaaaaaa provides 19.3.1',
    );
  });

  it('refuse a remote needing a singleton the shell does not provide', () => {
    expect(incompatibility(shop({ requires: { 'react-redux': '^9.2.0' } }), shell)).toMatch(
      /needs react-redux \^9\.2\.0, which shell .* does not provide/,
    );
  });

  it('refuse contracts of another major, or newer than the shell has', () => {
    expect(incompatibility(shop({ contractsVersion: '2.0.0' }), shell)).toBe(
      'shop 1.0.0-bbbbbbbbbbbb was built against shared-contracts 2.0.0; shell 1.0.0-aaaaaaaaaaaa has 1.2.0',
    );
    expect(incompatibility(shop({ contractsVersion: '1.3.0' }), shell)).toMatch(/shared-contracts 1\.3\.0/);
  });
});
