import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageJson {
  name: string;
  version: string;
  license?: string | { type: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Finds a dependency the way Node does: in node_modules folders from here up to the root. */
function resolvePackageDir(name: string, fromDir: string): string | null {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function readLicenceFile(dir: string): string | null {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.md|\.txt)?$/i.test(name));
  return file ? readFileSync(path.join(dir, file), 'utf8').trim() : null;
}

/**
 * The licence texts of every package a workspace ships (its dependencies and theirs, not its
 * development tools), one block per package, sorted by name.
 */
export function licenceTexts(workspaceDir: string, title: string): string {
  const root = JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')) as PackageJson;
  const seen = new Map<string, { pkg: PackageJson; text: string | null }>();
  const queue: [string, string][] = Object.keys(root.dependencies ?? {}).map((name) => [name, workspaceDir]);
  while (queue.length > 0) {
    const [name, from] = queue.shift()!;
    const dir = resolvePackageDir(name, from);
    if (!dir) continue;
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key) || pkg.name.startsWith('@mobilo/')) continue;
    seen.set(key, { pkg, text: readLicenceFile(dir) });
    for (const dependency of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      queue.push([dependency, dir]);
    }
  }
  const blocks = [...seen.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { pkg, text }]) => {
      const licence = typeof pkg.license === 'object' ? pkg.license.type : (pkg.license ?? 'see package');
      return `${key} (${licence})\n\n${text ?? `Licensed under ${licence}.`}`;
    });
  return [`${title}\n${'='.repeat(title.length)}`, ...blocks].join(`\n\n${'-'.repeat(72)}\n\n`) + '\n';
}
