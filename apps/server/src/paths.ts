import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file whose package.json lists the workspaces.
 * Found by walking up, so that the same code answers from the sources (tsx) and from the build
 * (`apps/server/dist/main.js`), which sit at different depths.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${start}`);
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The server's sources: the migrations and the sample files are read from here, built or not. */
export const serverSourceDir = path.join(repoRoot, 'apps', 'server', 'src');
