import path from 'node:path';

import { fileForPath } from './page-files';

describe('fileForPath', () => {
  it('stores the home page as index.html', () => {
    expect(fileForPath('/')).toBe('index.html');
  });

  it('stores /a/b as a/b/index.html', () => {
    expect(fileForPath('/a/b')).toBe(path.join('a', 'b', 'index.html'));
    expect(fileForPath('/services/vehicle-wraps')).toBe(path.join('services', 'vehicle-wraps', 'index.html'));
  });

  it('names the folder by the decoded segment', () => {
    expect(fileForPath('/locations/oak%20park')).toBe(path.join('locations', 'oak park', 'index.html'));
  });

  it.each(['/..', '/a/../../etc', '/a/%2e%2e/b', '/./a', '/a/%2F..%2Fb', '/a%2Fb'])(
    'refuses %s, which could leave the folder',
    (pathname) => {
      expect(() => fileForPath(pathname)).toThrow(/Not a page path/);
    },
  );
});
