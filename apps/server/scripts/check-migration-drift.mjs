// Fails when the Drizzle schema and the committed migrations disagree: drizzle-kit generates
// against a copy of the migrations folder, and any new migration it would write is drift.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(serverDir, 'src/db/migrations');
const copy = mkdtempSync(path.join(tmpdir(), 'mobilo-drift-'));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = readdirSync(copy).length;
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/*.ts',
      `--out=${copy}`,
      '--prefix=timestamp',
    ],
    { cwd: serverDir, stdio: 'pipe' },
  );
  const after = readdirSync(copy).length;
  if (after !== before) {
    console.error(
      'Schema drift: the Drizzle schema has changes without a migration. Run `npm run db:generate -- --name <change>`.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
