// A file that imports itself back through a chain of imports makes the order of module
// initialisation decide whether an import is still undefined. Type-only imports do not count:
// they vanish at run time. Dynamic `import()` does not count either: it is how a lazy route
// breaks a chain on purpose.
import { relative } from 'node:path';
import { findPath, readSource, relativeImports, resolveImport, timedCache } from './import-graph.mjs';

const importedFiles = timedCache((file) =>
  relativeImports(readSource(file), { withTypeOnly: false })
    .map((specifier) => resolveImport(file, specifier))
    .filter((target) => target !== null),
);

/** @type {import('eslint').Rule.RuleModule} */
export const noFileCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a file that imports itself back through other files.' },
    schema: [],
    messages: { cycle: 'This import leads back to this file: {{path}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveImport(file, source);
      if (!target || target === file) return;
      const path = findPath(importedFiles, target, file);
      if (!path) return;
      const shown = [file, ...path].map((step) => relative(context.cwd, step)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { path: shown } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
