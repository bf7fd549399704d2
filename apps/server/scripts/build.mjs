#!/usr/bin/env node
// `npm run build --workspace @mobilo/server`: compiles the server to `dist/` for `npm start`.
// The contract (TypeScript sources of a workspace) is bundled in; every other package stays an
// import of node_modules. The receipt reader is a second entry, since the server forks it. Last,
// the build migrates an empty embedded database and keeps its data folder beside the server: a
// fresh data folder is a copy of it instead of being initialised and migrated
// (`src/db/embedded-template.ts`); one made from the same migrations by an earlier build is kept.
import { execFileSync } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
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

const template = ['embedded-database', 'embedded-database.json'];
for (const entry of await readdir(outdir).catch(() => [])) {
  if (!template.includes(entry)) await rm(join(outdir, entry), { recursive: true, force: true });
}
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'reader-process': 'src/modules/receipts/reader-process.ts',
    'write-embedded-template': 'src/db/write-embedded-template.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
const writeTemplate = join(outdir, 'write-embedded-template.js');
execFileSync(process.execPath, [writeTemplate], { stdio: 'inherit' });
await rm(writeTemplate);
await rm(`${writeTemplate}.map`);
console.log(`Server built into ${outdir}`);
