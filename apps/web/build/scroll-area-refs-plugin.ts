import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const mergeRefs = fileURLToPath(new URL('../src/lib/scroll-area-merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea imports one ref helper from floating-ui, the positioning library of menus
 * and tooltips (15 kB gzipped). floating-ui ships as one module, so that import made every page
 * with a scroll area (the side menu, every table) load all of it before it shows. The build gives
 * the ScrollArea the same helper from Mantine's hooks instead.
 */
export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'mobilo-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return mergeRefs;
      return null;
    },
  };
}
