export type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

/** Reads at most `maxBytes` of a request body: past that it stops reading and answers 413, before any parsing. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const tooLarge = { ok: false, status: 413, error: `The request is too large (at most ${maxBytes} bytes).` } as const;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return tooLarge;
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid UTF-8.' };
  }
}
