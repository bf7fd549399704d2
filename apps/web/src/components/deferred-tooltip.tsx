import type { TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named';

// Mantine's tooltip brings the floating-ui positioning library (about 15 kB gzipped); the element
// it explains is there without it, so the tooltip loads after the first paint instead of before.
const Tooltip = lazyNamed(() => import('./tooltip-module'), 'Tooltip');

/**
 * Mantine's tooltip for lists and screens that must show fast: the element shows at once, its
 * tooltip works as soon as its code is there. The element must carry its own accessible name
 * (the tooltip only repeats it for sighted pointer users).
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
