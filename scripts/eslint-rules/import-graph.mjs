// What the two cycle rules share: reading a source file's relative imports and searching the
// import graph for a way back.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `import … from './x'`, `export … from '../y'` and `import './z'`, with the statement's kind. */
const RELATIVE_IMPORT =
  /(?:^|[\n;])\s*(?:(import|export)\b(\s+type\b)?[^;'"]*?\bfrom\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports written in a source text; `withTypeOnly` keeps `import type … from`. */
export function relativeImports(text, { withTypeOnly }) {
  const found = [];
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const typeOnly = match[2] !== undefined;
    if (withTypeOnly || !typeOnly) found.push(match[3]);
  }
  return found;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/**
 * The file an import names, as TypeScript's bundler resolution finds it: the path itself, the `.ts`
 * file behind a `.js` specifier, the path with an extension, or the folder's index. Null for
 * anything else (JSON, assets).
 */
export function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(?:m|c)?js$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => withoutJs + extension),
    ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => resolve(base, `index${extension}`)),
  ];
  return candidates.find((path) => SOURCE_EXTENSIONS.some((e) => path.endsWith(e)) && isFile(path)) ?? null;
}

/** A chain from `start` to `goal` ([start, …, goal]) along `next`, or null when there is none. */
export function findPath(next, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const path = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const following of next(current)) {
      if (!cameFrom.has(following)) {
        cameFrom.set(following, current);
        queue.push(following);
      }
    }
  }
  return null;
}

/** Long enough for one lint run to read each file once, short enough for an editor to notice edits. */
export const GRAPH_TTL_MS = 5_000;

/** `compute(key)`, remembered for GRAPH_TTL_MS. */
export function timedCache(compute) {
  const entries = new Map();
  return (key) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < GRAPH_TTL_MS) return hit.value;
    const value = compute(key);
    entries.set(key, { value, at: now });
    return value;
  };
}

export function readSource(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
