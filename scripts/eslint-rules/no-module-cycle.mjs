// `import-x/no-cycle` finds files that import themselves back. This rule looks one level up, at
// the server's modules (apps/server/src/modules/<module>/): when `auth` imports from `users`,
// nothing in `users` may import from `auth`, directly or through other modules. Two modules that
// need each other are one context cut in the wrong place. Tests are left out: a test may set up
// its data through any module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const TEST = /\.test\.(?:ts|tsx|js|mjs)$/;
/** `import … from './x'` and `export … from '../y/z'`, type-only ones included: a type couples too. */
const RELATIVE_IMPORT = /(?:^|[\n;])\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** Long enough for one lint run to read the tree once, short enough for an editor to notice edits. */
const GRAPH_TTL_MS = 5_000;

/** The module a path lies in, or null outside the modules folder. */
export function moduleOf(modulesRoot, path) {
  const rest = relative(modulesRoot, path);
  if (rest === '' || rest.startsWith('..') || rest.startsWith(sep)) return null;
  const [module, ...inside] = rest.split(sep);
  return inside.length > 0 ? module : null;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The modules each module imports from, read from the files on disk. */
export function readModuleGraph(modulesRoot) {
  const graph = new Map();
  for (const file of sourceFiles(modulesRoot)) {
    const from = moduleOf(modulesRoot, file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = moduleOf(modulesRoot, resolve(dirname(file), match[1]));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** A chain of imports from `start` to `goal` ([start, …, goal]), or null when there is none. */
export function findPath(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const path = [];
      for (let step = goal; step !== null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const cache = new Map();

function cachedGraph(modulesRoot) {
  const now = Date.now();
  const hit = cache.get(modulesRoot);
  if (hit && now - hit.readAt < GRAPH_TTL_MS) return hit.graph;
  const graph = readModuleGraph(modulesRoot);
  cache.set(modulesRoot, { graph, readAt: now });
  return graph;
}

function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid server modules that depend on each other, directly or through others.' },
    schema: [
      {
        type: 'object',
        properties: { modulesRoot: { type: 'string' } },
        required: ['modulesRoot'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: "Module '{{from}}' imports '{{to}}', which already depends on '{{from}}' ({{path}}).",
    },
  },
  create(context) {
    const modulesRoot = resolve(context.cwd, context.options[0].modulesRoot);
    const file = context.physicalFilename;
    const from = moduleOf(modulesRoot, file);
    if (!from || TEST.test(file) || !isFolder(modulesRoot)) return {};

    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(modulesRoot, resolve(dirname(file), source));
      if (!to || to === from) return;
      const path = findPath(cachedGraph(modulesRoot), to, from);
      if (path) context.report({ node, messageId: 'cycle', data: { from, to, path: path.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
