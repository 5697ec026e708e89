import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this size compression saves nothing worth a second file (bytes). */
const MIN_SIZE = 1024;

function brotliOptions(bytes: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}

/** The brotli (quality 11, text mode) and gzip (level 9) forms of a file's bytes. */
export function compressForms(bytes: Buffer): { br: Buffer; gz: Buffer } {
  return { br: brotliCompressSync(bytes, brotliOptions(bytes)), gz: gzipSync(bytes, { level: 9 }) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same forms as `compressForms`, computed on libuv's thread pool so several files compress at once. */
async function compressFormsInPool(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([brotliAsync(bytes, brotliOptions(bytes)), gzipAsync(bytes, { level: 9 })]);
  return { br, gz };
}

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, so the server sends them as they
 * are (`@fastify/static` preCompressed) instead of compressing on every request (issue #9 'Web delivery').
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'agencyscout-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(outDir)) return; // the build failed before writing anything
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`)) files.push(file);
      }
      // Brotli at quality 11 is a third of the build's time on one core: one lane per core (issue #30).
      const lane = async () => {
        for (let file = files.pop(); file !== undefined; file = files.pop()) {
          const bytes = await readFile(file);
          if (bytes.length < MIN_SIZE) continue;
          const { br, gz } = await compressFormsInPool(bytes);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }
      };
      await Promise.all(Array.from({ length: availableParallelism() }, lane));
    },
  };
}
