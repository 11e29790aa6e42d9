import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DeployRefused } from '../release/refusal';
import { bucketCookie, signedBucket, visitorIn, visitorKey } from './release-buckets';

const cookieFor = (value: string, app = 'shop') => `theme=dark; ${bucketCookie(app)}=${value}`;

describe("the environment's visitor key", () => {
  it('is made once, owner-only, and read back the same after a restart', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'key-'));
    const key = visitorKey(siteDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(siteDir, 'visitor-key')).mode & 0o777).toBe(0o600);
    expect(visitorKey(siteDir)).toBe(key);
  });

  it('is made owner-only again when it was left readable by others', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'key-'));
    const key = visitorKey(siteDir);
    chmodSync(path.join(siteDir, 'visitor-key'), 0o644);
    expect(visitorKey(siteDir)).toBe(key);
    expect(statSync(path.join(siteDir, 'visitor-key')).mode & 0o777).toBe(0o600);
  });

  // An empty key (a write cut short) would let anyone sign a bucket cookie: HMAC with '' is no secret.
  it.each([
    ['empty', ''],
    ['shortened', 'abc123'],
    ['not hex', 'z'.repeat(64)],
  ])('refuses a key file that is %s in one line, leaving it as it is', (_kind, content) => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'key-'));
    const file = path.join(siteDir, 'visitor-key');
    writeFileSync(file, content, { mode: 0o600 });
    expect(() => visitorKey(siteDir)).toThrow(DeployRefused);
    expect(() => visitorKey(siteDir)).toThrow(
      `${file} is not a visitor key (64 hex digits): remove it and start again to make a new one (every visitor then gets a new bucket)`,
    );
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('refuses a key it cannot read in one line', () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'key-'));
    mkdirSync(path.join(siteDir, 'visitor-key'));
    expect(() => visitorKey(siteDir)).toThrow(
      `Cannot use the visitor key ${path.join(siteDir, 'visitor-key')}: EISDIR`,
    );
  });
});

describe('a bucket cookie counts only as the gateway signed it', () => {
  const key = 'a'.repeat(64);
  const genuine = signedBucket(key, 'shop', 7, 'abcdefghijklmnop');

  it('names the visitor the gateway signed for', () => {
    expect(visitorIn(cookieFor(genuine), 'shop', key)).toEqual({ bucket: 7, id: 'abcdefghijklmnop' });
  });

  it.each([
    ['unsigned', '7'],
    ['with another bucket', genuine.replace(/^7\./, '3.')],
    ['with an altered visitor id', genuine.replace('abcdefghijklmnop', 'abcdefghijklmnoq')],
    ['signed with another key', signedBucket('b'.repeat(64), 'shop', 7, 'abcdefghijklmnop')],
    ['signed with an empty key', signedBucket('', 'shop', 7, 'abcdefghijklmnop')],
  ])('refuses one %s', (_kind, value) => {
    expect(visitorIn(cookieFor(value), 'shop', key)).toBeUndefined();
  });

  it("refuses one signed for another app's canary", () => {
    const forMember = signedBucket(key, 'member', 7, 'abcdefghijklmnop');
    expect(visitorIn(cookieFor(forMember), 'shop', key)).toBeUndefined();
    expect(visitorIn(`${bucketCookie('shop')}=${forMember}`, 'shop', key)).toBeUndefined();
  });
});
