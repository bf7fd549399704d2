// Vitest 5 needs ES2024 built-ins that Node 20 lacks when it reports failures.
import '../../scripts/node-compat.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // A worker and a half per core: server files wait on the PostgreSQL server and on child processes
    // (the two-process test idles for most of its two minutes), and a third worker on two cores
    // runs files meanwhile (docs/performance.md). Vitest's default leaves a core free.
    maxWorkers: '150%',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A file builds its own app on its own database (test/test-app.ts) and nothing mocks modules, so
    // the files of a worker share one module graph: about a second of start saved per file.
    isolate: false,
    // A limit, not a wait: `npm test` runs these beside the journeys, and there a migration of an
    // embedded database took over 20 s on a quiet two-core machine (about 2 s alone).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
