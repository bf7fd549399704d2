// Vitest 5 needs ES2024 built-ins that Node 20 lacks when it reports failures.
import '../../scripts/node-compat.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'jsdom',
      // As in the server project, whose comment says why: the projects of one run share one worker count.
      maxWorkers: '150%',
      setupFiles: ['./src/test/setup.ts'],
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // A limit, not a wait: `npm test` runs these beside the journeys, and on a busy two-core
      // machine a test that types into a field took over 15 s there (0.5 to 2 s when quiet).
      testTimeout: 60_000,
    },
  }),
);
