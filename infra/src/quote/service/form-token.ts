/**
 * Timing tokens: the form fetches one when it loads and sends it back with the request, so the
 * service can tell how long the form was open. Each carries a random part, so two forms opened in
 * the same millisecond hold different tokens (a token is good for one lead). Signed with HMAC (Web
 * Crypto, so it runs on any host).
 */
export interface FormTokens {
  issue(now: number): Promise<string>;
  /** When a genuine token was issued; undefined for a missing, malformed or forged one. */
  issuedAt(token: string | undefined): Promise<number | undefined>;
}

const encoder = new TextEncoder();

const toBase64Url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64url');

export function createFormTokens(secret: string): FormTokens {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const sign = async (issuedAt: string) =>
    toBase64Url(await crypto.subtle.sign('HMAC', await key, encoder.encode(issuedAt)));

  return {
    async issue(now) {
      const payload = `${now}.${toBase64Url(crypto.getRandomValues(new Uint8Array(16)).buffer)}`;
      return `${payload}.${await sign(payload)}`;
    },
    async issuedAt(token) {
      const match = /^((\d{13})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return undefined;
      const [, payload, issuedAt, signature] = match as unknown as [string, string, string, string];
      const valid = await crypto.subtle.verify(
        'HMAC',
        await key,
        Buffer.from(signature, 'base64url'),
        encoder.encode(payload),
      );
      return valid ? Number(issuedAt) : undefined;
    },
  };
}
