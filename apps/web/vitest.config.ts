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
      // Every core: vitest's default leaves one free, which on two cores is one file at a time.
      maxWorkers: '100%',
      setupFiles: ['./src/test/setup.ts'],
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      testTimeout: 15_000,
    },
  }),
);
