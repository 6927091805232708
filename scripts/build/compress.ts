import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text assets (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, compression gains less than a packet and costs a file. */
export const MIN_BYTES = 1024;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip -9) beside every text asset of a build, so
 * that the server sends them precompressed (`@fastify/static` `preCompressed`) instead of
 * compressing on every request or not at all. Returns the files it compressed.
 */
export function precompress(outDir: string): string[] {
  const done: string[] = [];
  for (const file of walk(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    done.push(path.relative(outDir, file));
  }
  return done;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
