import { access, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest|map)$/;

/** Files smaller than this are sent as they are (compression would gain less than a packet). */
export const minPrecompressBytes = 1024;

const isHashedAsset = (relative: string) => relative.startsWith(`assets${path.sep}`);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The `.br` form this plugin writes. */
export const brotli = (source: string | Uint8Array) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(source),
    },
  });

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside every compressible file of
 * `dir` of at least 1 KiB, so that the server sends them without compressing on each request
 * (@fastify/static `preCompressed`). Returns the files compressed now, relative to `dir`.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < minPrecompressBytes) continue;
    // One build per language writes into the same folder: a hashed asset an earlier build already
    // compressed has the same content, so it is not compressed again.
    if (isHashedAsset(path.relative(dir, file)) && (await exists(`${file}.br`))) continue;
    const source = await readFile(file);
    await writeFile(`${file}.br`, brotli(source));
    await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
    done.push(path.relative(dir, file));
  }
  return done.sort();
}

/** The Vite plugin: pre-compresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'grocery:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressFolder(outDir);
      console.log(`[precompress] .br and .gz beside ${files.length} files in ${outDir}`);
    },
  };
}
