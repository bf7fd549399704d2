import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts of the build are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|md|map)$/;
/** Below this size, the headers of a compressed answer cost more than they save. */
const minBytes = 1024;

async function* filesBelow(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else yield full;
  }
}

/**
 * Writes a `.br` and a `.gz` beside each text file of the build, at the highest quality, once.
 * The server sends them to clients that accept the encoding, without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'mobilo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesBelow(outDir)) {
        if (!compressible.test(file) || (await stat(file)).size < minBytes) continue;
        work.push(
          (async () => {
            const content = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
}
