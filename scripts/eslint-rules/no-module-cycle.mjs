// `no-file-cycle` finds files that import themselves back. This rule looks one level up, at the
// server's modules (apps/server/src/modules/<module>/) and the contract's folders: when `auth`
// imports from `users`, nothing in `users` may import from `auth`, directly or through other
// modules. Two modules that need each other are one context cut in the wrong place. Tests are
// left out: a test may set up its data through any module.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { findPath, readSource, relativeImports, timedCache } from './import-graph.mjs';

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
const TEST = /\.test\.(?:ts|tsx|js|mjs)$/;

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

/** The modules each module imports from, type-only imports included: a type couples too. */
export function readModuleGraph(modulesRoot) {
  const graph = new Map();
  for (const file of sourceFiles(modulesRoot)) {
    const from = moduleOf(modulesRoot, file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const specifier of relativeImports(readSource(file), { withTypeOnly: true })) {
      const to = moduleOf(modulesRoot, resolve(dirname(file), specifier));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

const cachedGraph = timedCache(readModuleGraph);

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
    docs: { description: 'Forbid modules (folders) that depend on each other, directly or through others.' },
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
      const graph = cachedGraph(modulesRoot);
      const path = findPath((module) => graph.get(module) ?? [], to, from);
      if (path) context.report({ node, messageId: 'cycle', data: { from, to, path: path.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
