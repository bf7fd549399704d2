import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs`, the one thing Mantine's ScrollArea takes from floating-ui, done by
 * Mantine's own hook; the build gives it to the ScrollArea (build/mantine-light-imports-plugin.ts).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
