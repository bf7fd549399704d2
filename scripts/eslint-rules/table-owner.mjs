// Each table has one owner: the repository of one server module (or one platform file) is the
// only code that writes it. Everything else that needs to change the table calls the owner's
// service, so that the rules of a change (audit, state checks, derived columns) live in one place.
// A write is a Drizzle `.insert(table)`, `.update(table)` or `.delete(table)`, or a raw
// `sql` template that names the table right after `insert into`, `update` or `delete from`;
// the table is an identifier imported from `db/schema/<file>`. Reading (select, join) stays free.
import { posix, relative, sep } from 'node:path';

const SCHEMA_IMPORT = /(?:^|\/)db\/schema\/[a-z0-9-]+$/;
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s*$/i;

/** The path of the linted file relative to the server's `src`, with forward slashes. */
function serverPath(filename, serverRoot) {
  return relative(serverRoot, filename).split(sep).join(posix.sep);
}

/** May the file write a table owned by `owner` (a module name, or a path under the server's src)? */
function isOwnerFile(path, owner) {
  if (owner.includes('/')) return path === owner;
  const match = /^modules\/([^/]+)\/[^/]+\.repository\.ts$/.exec(path);
  return match !== null && match[1] === owner;
}

function ownerText(owner) {
  return owner.includes('/') ? owner : `modules/${owner}/*.repository.ts`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid writing a table outside its owning module's repository." },
    schema: [
      {
        type: 'object',
        properties: {
          serverRoot: { type: 'string' },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['serverRoot', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner:
        "'{{table}}' is written only by {{owner}}; call that module's service instead (docs/CONVENTIONS.md, table ownership).",
      noOwner: "'{{table}}' has no owner: add it to the table owners in eslint.config.js.",
    },
  },
  create(context) {
    const { serverRoot, owners } = context.options[0];
    const path = serverPath(context.filename, posix.resolve(context.cwd, serverRoot));
    /** Local name → table name, for the identifiers imported from the schema. */
    const tables = new Map();

    function check(node, identifier) {
      if (identifier?.type !== 'Identifier' || !tables.has(identifier.name)) return;
      const table = tables.get(identifier.name);
      const owner = owners[table];
      if (owner === undefined) context.report({ node, messageId: 'noOwner', data: { table } });
      else if (!isOwnerFile(path, owner)) {
        context.report({ node, messageId: 'notOwner', data: { table, owner: ownerText(owner) } });
      }
    }

    return {
      ImportDeclaration(node) {
        if (!SCHEMA_IMPORT.test(node.source.value) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          tables.set(specifier.local.name, specifier.imported.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITE_METHODS.has(callee.property.name)) return;
        check(node, node.arguments[0]);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        expressions.forEach((expression, index) => {
          if (RAW_WRITE.test(quasis[index].value.cooked ?? '')) check(expression, expression);
        });
      },
    };
  },
};
