import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../paths';

/**
 * The data folder of a migrated, empty embedded database, made by the server's build
 * (`scripts/build.mjs`): an empty data folder becomes a copy of it instead of being initialised
 * (PGlite's `initdb`, the slowest part of a first start, which grows the memory by about 400 MB)
 * and migrated. A copy of files, not an archive that PGlite unpacks: unpacking holds the archive
 * and its files in memory, and the process keeps that memory. Beside it, the fingerprint of what
 * made it; a template whose fingerprint is not that of the migrations and the PGlite at hand is
 * not used, and the folder is initialised and migrated as without one.
 */
export const EMBEDDED_TEMPLATE_DIR = path.join(repoRoot, 'apps', 'server', 'dist', 'embedded-database');
const fingerprintFileOf = (templateDir: string) => `${templateDir}.json`;

/** The PGlite release: its PostgreSQL build decides the format of the data folder. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('The installed PGlite has no version');
}

/** The PGlite release, the migrations' journal and every migration's SQL, hashed together. */
export function templateFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const files = [
    path.join('meta', '_journal.json'),
    ...readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files) {
    hash
      .update(`${file}\n`)
      .update(readFileSync(path.join(migrationsFolder, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

/** Whether the template was made from these migrations with this PGlite. */
export function templateMatches(templateDir: string, migrationsFolder: string): boolean {
  const fingerprintFile = fingerprintFileOf(templateDir);
  if (!existsSync(path.join(templateDir, 'PG_VERSION')) || !existsSync(fingerprintFile)) return false;
  const { fingerprint } = JSON.parse(readFileSync(fingerprintFile, 'utf8')) as { fingerprint?: string };
  return fingerprint === templateFingerprint(migrationsFolder);
}

/**
 * Fills an empty data folder with the template's files. At once, since nothing else runs while the
 * database opens: Node's asynchronous copy took three to four times as long for its 1,300 files.
 */
export function copyTemplate(templateDir: string, dataDir: string): void {
  cpSync(templateDir, dataDir, { recursive: true, errorOnExist: true, force: false });
}

/**
 * Makes the data folder of a closed, migrated database the template, then writes its fingerprint:
 * a template without one (a build cut short) is never used.
 */
export async function keepAsTemplate(dataDir: string, templateDir: string, migrationsFolder: string): Promise<void> {
  const fingerprintFile = fingerprintFileOf(templateDir);
  await rm(fingerprintFile, { force: true });
  await rm(templateDir, { recursive: true, force: true });
  await rename(dataDir, templateDir);
  await writeFile(fingerprintFile, `${JSON.stringify({ fingerprint: templateFingerprint(migrationsFolder) })}\n`);
}
