import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a text file is stored in beside itself, and the suffix each copy takes. */
export const storedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type StoredEncoding = (typeof storedEncodings)[number]['encoding'];

const TEXT = /\.(html?|js|mjs|css|json|svg|txt|xml|map)$/i;

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/**
 * Compress every text file under `dir` once, as brotli (best quality) and gzip (level 9), written
 * beside it as `<name>.br` and `<name>.gz`: what a server then sends needs no work per request.
 * `skip`: files no browser loads (a release's Node build). Answers the bytes before and after brotli.
 */
export function precompressFolder(dir: string, skip: (file: string) => boolean = () => false) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(dir).filter((name) => TEXT.test(name) && !skip(name))) {
    const bytes = readFileSync(path.join(dir, file));
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    writeFileSync(path.join(dir, `${file}.br`), brotli);
    writeFileSync(path.join(dir, `${file}.gz`), gzip);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.brotli += brotli.length;
    totals.gzip += gzip.length;
  }
  return totals;
}
