import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const appShellSection =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/;
const mergeRefs = fileURLToPath(new URL('../src/lib/scroll-area-merge-refs.ts', import.meta.url));
const removeScrollClassNames = '\0mobilo:remove-scroll-class-names';

/**
 * Two Mantine components import a whole library for one small thing, and so made every signed-in
 * page load it before it shows; the build gives them that thing alone:
 *
 * - the ScrollArea (the side menu, every table) takes one ref helper from floating-ui, the
 *   positioning library of menus and tooltips (15 kB gzipped, one module): it gets the same
 *   helper from Mantine's hooks (`src/lib/scroll-area-merge-refs.ts`);
 * - the app shell's header takes the class name that keeps it in place while a dialog locks the
 *   page's scrolling from react-remove-scroll (4 kB): it gets the class names from the constants
 *   of react-remove-scroll-bar, where react-remove-scroll takes them too.
 */
export function mantineLightImportsPlugin(): Plugin {
  return {
    name: 'mobilo-mantine-light-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (source === '@floating-ui/react' && scrollArea.test(importer)) return mergeRefs;
      if (source === 'react-remove-scroll' && appShellSection.test(importer)) {
        const removeScroll = await this.resolve(source, importer, { skipSelf: true });
        return removeScroll ? `${removeScrollClassNames}?${removeScroll.id}` : null;
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(removeScrollClassNames)) return null;
      const constants = await this.resolve(
        'react-remove-scroll-bar/constants',
        id.slice(removeScrollClassNames.length + 1),
        {
          skipSelf: true,
        },
      );
      if (!constants) throw new Error('react-remove-scroll-bar/constants not found');
      return [
        `import { fullWidthClassName, zeroRightClassName } from ${JSON.stringify(constants.id)};`,
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}
