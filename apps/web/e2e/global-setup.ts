import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropOrphanDatabases, postgresServer } from './app-server';

/**
 * Builds the web app and the server once before the workers start their apps from the build,
 * unless the caller built this tree already (`npm test` does, in a tier of its own: E2E_BUILT=1).
 * On a database server, the databases of an earlier run that was killed go first.
 */
export default async function globalSetup() {
  const server = await postgresServer();
  if (server) await dropOrphanDatabases(server);
  if (process.env.E2E_BUILT === '1') return;
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build ended with ${build.status}`);
}
