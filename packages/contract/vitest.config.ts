// Vitest 5 needs ES2024 built-ins that Node 20 lacks when it reports failures.
import '../../scripts/node-compat.ts';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    // Every core: vitest's default leaves one free, which on two cores is one file at a time.
    maxWorkers: '100%',
    include: ['src/**/*.test.ts'],
    // Pure functions only: the files of a worker share one module graph.
    isolate: false,
  },
});
