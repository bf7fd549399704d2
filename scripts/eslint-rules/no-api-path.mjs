// The web app reaches the API only through the contract's call definitions
// (`api.call(expenseCalls.submit, { params })`, `downloadFile(downloadCalls.file, …)`), so that a
// path, its parameters and its answer's schema are written once. This rule reports any string or
// template literal in web code that spells out the path of a call: it reads the paths from the
// contract's `path: '…'` lines, with `:name` standing for any segment and `${…}` filling one.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSource, timedCache } from './import-graph.mjs';

const SOURCE = /\.ts$/;
const TEST = /\.test\.ts$/;
const PATH_LINE = /\bpath:\s*'(\/[^']*)'/g;
/** Stands for the expression of a template literal; it fills a parameter, never a fixed segment. */
const HOLE = '\u0000';

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern per path of a call: `/user/:id` matches `/user/42` and `/user/${id}`. */
export function readApiPaths(contractRoot) {
  const paths = new Set();
  for (const file of sourceFiles(contractRoot)) {
    for (const match of readSource(file).matchAll(PATH_LINE)) paths.add(match[1]);
  }
  return [...paths].map((path) => ({
    path,
    pattern: new RegExp(
      `^${path
        .split(/(:[A-Za-z0-9_]+)/)
        .map((part, index) => (index % 2 === 1 ? `[^/${HOLE}]+|${HOLE}` : escape(part)))
        .map((part, index) => (index % 2 === 1 ? `(?:${part})` : part))
        .join('')}(?:\\?.*)?$`,
      's',
    ),
  }));
}

const cachedPaths = timedCache(readApiPaths);

/** The path a literal spells, with a hole where a template literal computes a part. */
function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noApiPath = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid API paths typed by hand in web code; call through the contract's definitions." },
    schema: [
      {
        type: 'object',
        properties: { contractRoot: { type: 'string' } },
        required: ['contractRoot'],
        additionalProperties: false,
      },
    ],
    messages: {
      typed:
        "'{{path}}' is the path of a call of the contract: use api.call (or downloadFile) with its definition instead of typing it.",
    },
  },
  create(context) {
    const paths = cachedPaths(resolve(context.cwd, context.options[0].contractRoot));
    const check = (node) => {
      const text = textOf(node);
      if (!text?.startsWith('/')) return;
      const hit = paths.find(({ pattern }) => pattern.test(text));
      if (hit) context.report({ node, messageId: 'typed', data: { path: hit.path } });
    };
    return { Literal: check, TemplateLiteral: check };
  },
};
