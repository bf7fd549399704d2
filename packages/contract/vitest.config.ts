// Vitest 5 needs ES2024 built-ins that Node 20 lacks when it reports failures.
import '../../scripts/node-compat.ts';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    // A worker and a half per core: server files wait on the PostgreSQL server and on child processes
    // (the two-process test idles for most of its two minutes), and a third worker on two cores
    // runs files meanwhile (docs/performance.md). Vitest's default leaves a core free.
    maxWorkers: '150%',
    include: ['src/**/*.test.ts'],
    // Pure functions only: the files of a worker share one module graph.
    isolate: false,
  },
});
