// Writes brotli (best quality) and gzip variants beside the browser build's text assets, once
// at build time, so the server sends them without compressing per request (@fastify/static's
// preCompressed). Source maps are left alone: they are never served.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest|xml)$/;
/** Smaller files gain nothing worth a second request header's bytes. */
const MIN_BYTES = 1024;

export async function precompressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => precompressFile(join(outDir, file))),
      );
    },
  };
}
