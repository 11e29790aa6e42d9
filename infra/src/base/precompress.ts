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
 * Brotli's quality for what is compressed once and kept for good (release files): its best, 9% smaller
 * than quality 6 on the site's scripts for 50 times the work (2.3 s for the shell's and marketing's
 * 1.4 MB). Pages are made again at every deploy, 30 MB of them, so they take quality 6: 8% larger
 * than 11, in 1 s instead of 43.
 */
export const BROTLI_BEST = 11;
export const BROTLI_FAST = 6;

/**
 * Compress every text file under `dir` once, as brotli and gzip (level 9), written beside it as
 * `<name>.br` and `<name>.gz`: what a server then sends needs no work per request. `skip`: files no
 * browser loads (a release's Node build). Answers how many files and their bytes plain, as brotli and as gzip.
 */
export function precompressFolder(
  dir: string,
  { quality, skip = () => false }: { quality: number; skip?: (file: string) => boolean },
) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(dir).filter((name) => TEXT.test(name) && !skip(name))) {
    const bytes = readFileSync(path.join(dir, file));
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
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
