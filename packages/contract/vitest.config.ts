// Vitest 5 needs ES2024 built-ins that Node 20 lacks when it reports failures.
import '../../scripts/node-compat.ts';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    // As in the server project, whose comment says why: the projects of one run share one worker count.
    maxWorkers: '150%',
    include: ['src/**/*.test.ts'],
    // Pure functions only: the files of a worker share one module graph.
    isolate: false,
  },
});
