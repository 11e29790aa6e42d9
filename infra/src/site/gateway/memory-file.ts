import type { StoredBytes, StoredFile } from './storage';

const bytesOf = (bytes: Uint8Array<ArrayBuffer>): StoredBytes => ({
  size: bytes.length,
  open: () => new Response(bytes).body!,
});

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A small document the gateway makes itself (`/remotes.json`, the speculation rules) as a stored
 * file: hashed and gzipped once when made, so it is answered like any file (ETag, 304, gzip).
 */
export async function memoryFile(text: string): Promise<StoredFile> {
  const bytes = new TextEncoder().encode(text);
  const gzip = new Uint8Array(
    await new Response(
      new Response(bytes).body!.pipeThrough(
        new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
      ),
    ).arrayBuffer(),
  );
  const tag = base64url(await crypto.subtle.digest('SHA-256', bytes)).slice(0, 27);
  return { ...bytesOf(bytes), tag, encoded: { gzip: bytesOf(gzip) } };
}

/** One made document per key (a render's summary): made on first use, kept while the key lives. */
export function madeOnce<K extends object>(make: (key: K) => string) {
  const made = new WeakMap<K, Promise<StoredFile>>();
  return (key: K) => {
    if (!made.has(key)) made.set(key, memoryFile(make(key)));
    return made.get(key)!;
  };
}
