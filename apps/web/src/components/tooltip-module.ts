// The tooltip as a module of its own, so that it can load after the first paint (deferred-tooltip.tsx).
export { Tooltip } from '@mantine/core';
