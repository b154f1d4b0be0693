import { defineConfig } from 'vitest/config';
import { existsSync } from 'node:fs';

/** Unit and API suites. The server suite runs on PGlite; scripts/test.mjs runs it again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
