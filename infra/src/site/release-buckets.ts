import { randomInt } from 'node:crypto';

import type { CurrentRender } from '../render/site-renders';

/** One first-party cookie per app: a random bucket 0-99 and nothing else, so it says nothing about the visitor. */
export const bucketCookie = (app: string) => `release-bucket-${app}`;

const BUCKET_DAYS = 30;

function bucketIn(cookieHeader: string | undefined, name: string): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : undefined;
}

export interface VisitorRender {
  render: CurrentRender;
  /** A `Set-Cookie` value when the visitor had no bucket for the canary's app yet. */
  setCookie?: string;
}

/**
 * The render a visitor gets while a canary runs: the canary's when their bucket for its app is below
 * its share, the deployed set's otherwise. The bucket is kept in a cookie, so the same visitor gets
 * the same set on every load until the canary is promoted or ended.
 */
export function visitorRender(
  live: CurrentRender,
  cookieHeader: string | undefined,
  { assign = true, secure = false, random = () => randomInt(100) } = {},
): VisitorRender {
  const { canary } = live;
  if (!canary) return { render: live };
  const name = bucketCookie(canary.app);
  const known = bucketIn(cookieHeader, name);
  const bucket = known ?? (assign ? random() : 100);
  const render = bucket < canary.percent ? canary.render : live;
  if (known !== undefined || !assign) return { render };
  return {
    render,
    setCookie: `${name}=${bucket}; Path=/; Max-Age=${BUCKET_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}
