import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own lazy() is typed with ComponentType<any>: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A component of a module that is loaded on first use (a screen, a layout, a dialog): its code is
 * a chunk of its own that no page loads before it shows. The modules keep named exports; this
 * picks the named one.
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
