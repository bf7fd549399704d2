import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type OutputBundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** A first page load: the modules whose chunks must be there before the page can show. */
export interface PageBudget {
  page: string;
  /** Source modules the route loads lazily (relative to the web app), besides the entry. */
  modules: string[];
  /** Most gzipped JavaScript the page may load before it shows, in kB (1,000 bytes): the build fails above. */
  maxKb: number;
  /** Where the page should get to; printed beside the figure until the budget reaches it. */
  goalKb: number;
}

/**
 * The pages users land on first, each budgeted at its goal. The sign-in page is an entry of its
 * own; the employee home sends its calls by route and checks their answers once the schemas'
 * chunks are there (docs/performance.md, "The employee home loads without the schemas").
 */
export const pageBudgets: PageBudget[] = [
  {
    page: 'login',
    modules: ['src/app/mount-sign-in.tsx'],
    maxKb: 150,
    goalKb: 150,
  },
  {
    page: 'employee home',
    modules: [
      'src/app/mount-app.tsx',
      'src/app/layouts/authenticated-layout.tsx',
      'src/features/expenses/components/expenses-page.tsx',
    ],
    maxKb: 250,
    goalKb: 250,
  },
];

const gzipKb = (code: string) => gzipSync(code, { level: 9 }).byteLength / 1000;

/** The chunk and every chunk it imports statically: what the browser fetches before it runs. */
function staticClosure(bundle: OutputBundle, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const imported of start.imports) {
    const chunk = bundle[imported];
    if (chunk?.type === 'chunk') staticClosure(bundle, chunk, into);
  }
  return into;
}

/**
 * Prints what each first page load costs in gzipped JavaScript and fails the build when a page
 * grows past its budget, so that a heavy import on the login page is caught where it is made.
 */
export function bundleBudgetPlugin(budgets: PageBudget[] = pageBudgets): Plugin {
  return {
    name: 'mobilo-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
      const sizeOf = (files: Set<string>) =>
        [...files].reduce((sum, file) => sum + gzipKb((bundle[file] as OutputChunk).code), 0);

      const lines = [
        `entry ${gzipKb(entry.code).toFixed(1)} kB, with its imports ${sizeOf(staticClosure(bundle, entry)).toFixed(1)} kB`,
      ];
      const overBudget: string[] = [];
      for (const budget of budgets) {
        const files = staticClosure(bundle, entry);
        for (const module of budget.modules) {
          const chunk = chunkOf(module);
          if (!chunk) {
            overBudget.push(`${budget.page}: ${module} is not a chunk of its own (is it loaded lazily?)`);
            continue;
          }
          staticClosure(bundle, chunk, files);
        }
        const kb = sizeOf(files);
        lines.push(
          `${budget.page.padEnd(14)} ${kb.toFixed(1).padStart(6)} kB in ${files.size} chunks ` +
            `(budget ${budget.maxKb} kB, goal ${budget.goalKb} kB)`,
        );
        if (kb > budget.maxKb)
          overBudget.push(`${budget.page} loads ${kb.toFixed(1)} kB, its budget is ${budget.maxKb} kB`);
      }
      this.info(`JavaScript before the first page shows (gzip):\n  ${lines.join('\n  ')}`);
      if (overBudget.length > 0) this.error(`Bundle budget exceeded:\n  ${overBudget.join('\n  ')}`);
    },
  };
}
