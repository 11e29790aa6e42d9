import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { DeployRefused } from '../release/refusal';
import type { CurrentRender } from '../render/site-renders';

/**
 * One first-party cookie per app while its canary runs: `<bucket>.<visitor>.<signature>`, a random
 * bucket 0-99, a random visitor id (nothing about the person) and the gateway's signature over both.
 * The bucket picks the release set; the signed id is what a canary's evidence counts, so a cookie
 * the gateway did not sign counts for nothing and is replaced.
 */
export const bucketCookie = (app: string) => `release-bucket-${app}`;

const BUCKET_DAYS = 30;

/** A visitor the gateway signed for: their bucket for one app, and their id. */
export interface Visitor {
  bucket: number;
  id: string;
}

const signature = (key: string, app: string, bucket: number, id: string) =>
  createHmac('sha256', key).update(`${app}.${bucket}.${id}`).digest('base64url').slice(0, 22);

/** The cookie value for a visitor of an app, signed with the environment's key. */
export const signedBucket = (key: string, app: string, bucket: number, id = randomBytes(12).toString('base64url')) =>
  `${bucket}.${id}.${signature(key, app, bucket, id)}`;

/** The visitor a request's cookie names for an app, or undefined when it has none the gateway signed. */
export function visitorIn(cookieHeader: string | undefined, app: string, key: string): Visitor | undefined {
  const match = new RegExp(
    `(?:^|;\\s*)${bucketCookie(app)}=(\\d{1,2})\\.([A-Za-z0-9_-]{16})\\.([A-Za-z0-9_-]{22})(?:;|$)`,
  ).exec(cookieHeader ?? '');
  if (!match) return undefined;
  const [, bucketText, id, given] = match as unknown as [string, string, string, string];
  const bucket = Number(bucketText);
  const expected = Buffer.from(signature(key, app, bucket, id));
  return timingSafeEqual(expected, Buffer.from(given)) ? { bucket, id } : undefined;
}

/**
 * The name a client network (an IPv4 address, an IPv6 /64) is counted under in a canary's
 * evidence: keyed with the environment's key, so the evidence file holds no visitor's address and
 * cannot be turned back into one by trying every address.
 */
export const networkName = (key: string, network: string) =>
  createHmac('sha256', key).update(`network.${network}`).digest('base64url').slice(0, 16);

/**
 * The key the environment signs visitors with: made once, kept owner-only in its folder, so a
 * restart keeps every visitor's cookie good. A key that is not the 32 random bytes it was made as
 * (empty after a write cut short, shortened, replaced by hand) would let anyone sign cookies, so the
 * site refuses to start on one, in one line.
 */
export function visitorKey(siteDir: string): string {
  const file = path.join(siteDir, 'visitor-key');
  let key: string;
  try {
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw keyRefusal(file, error);
  }
  try {
    chmodSync(file, 0o600);
    key = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw keyRefusal(file, error);
  }
  if (!/^[0-9a-f]{64}$/.test(key))
    throw new DeployRefused(
      `${file} is not a visitor key (64 hex digits): remove it and start again to make a new one (every visitor then gets a new bucket)`,
    );
  return key;
}

const keyRefusal = (file: string, error: unknown) =>
  new DeployRefused(
    `Cannot use the visitor key ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
  );

export interface VisitorRender {
  render: CurrentRender;
  /** A `Set-Cookie` value when the visitor had no signed bucket for the canary's app yet. */
  setCookie?: string;
  /** Who the visitor is for the canary's app, when they hold (or were just given) a signed bucket. */
  visitor?: Visitor;
}

/**
 * The render a visitor gets while a canary runs: the canary's when their bucket for its app is below
 * its share, the deployed set's otherwise. The bucket is kept in a signed cookie, so the same visitor
 * gets the same set on every load until the canary is promoted or ended.
 */
export function visitorRender(
  live: CurrentRender,
  cookieHeader: string | undefined,
  key: string,
  { assign = true, secure = false, random = () => randomInt(100) } = {},
): VisitorRender {
  const { canary } = live;
  if (!canary) return { render: live };
  const known = visitorIn(cookieHeader, canary.app, key);
  if (known) return { render: known.bucket < canary.percent ? canary.render : live, visitor: known };
  if (!assign) return { render: live };
  const bucket = random();
  const value = signedBucket(key, canary.app, bucket);
  const visitor = { bucket, id: value.split('.')[1]! };
  return {
    render: bucket < canary.percent ? canary.render : live,
    visitor,
    setCookie: `${bucketCookie(canary.app)}=${value}; Path=/; Max-Age=${BUCKET_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}
