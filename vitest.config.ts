import './scripts/node-compat.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract/vitest.config.ts', 'apps/server/vitest.config.ts', 'apps/web/vitest.config.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
