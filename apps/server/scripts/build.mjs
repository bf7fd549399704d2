#!/usr/bin/env node
// `npm run build --workspace @mobilo/server`: compiles the server to `dist/` for `npm start`.
// The contract (TypeScript sources of a workspace) is bundled in; every other package stays an
// import of node_modules. The receipt reader is a second entry, since the server forks it.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

/** Bare imports stay external, except the workspace packages, which ship as sources. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mobilo/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', 'reader-process': 'src/modules/receipts/reader-process.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`Server built into ${outdir}`);
