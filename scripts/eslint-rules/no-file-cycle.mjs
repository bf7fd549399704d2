// A file that imports itself back through a chain of imports makes the order of module
// initialisation decide whether an import is still undefined. Type-only imports do not count by
// default: they vanish at run time. With `countTypeImports` they do, as in `madge --circular`:
// a type that two files each take from the other is still a floor that runs both ways. Dynamic
// `import()` never counts: it is how a lazy route breaks a chain on purpose.
import { relative } from 'node:path';
import { findPath, readSource, relativeImports, resolveImport, timedCache } from './import-graph.mjs';

const importGraph = (withTypeOnly) =>
  timedCache((file) =>
    relativeImports(readSource(file), { withTypeOnly })
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => target !== null),
  );
const runtimeImports = importGraph(false);
const allImports = importGraph(true);

/** @type {import('eslint').Rule.RuleModule} */
export const noFileCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a file that imports itself back through other files.' },
    schema: [
      {
        type: 'object',
        properties: { countTypeImports: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'This import leads back to this file: {{path}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const countTypeImports = context.options[0]?.countTypeImports === true;
    const importedFiles = countTypeImports ? allImports : runtimeImports;
    const check = (node) => {
      if (!countTypeImports && (node.importKind === 'type' || node.exportKind === 'type')) return;
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
