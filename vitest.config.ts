import { defineConfig } from 'vitest/config';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Unit and API suites. The server suite runs on PGlite; scripts/test.mjs runs it again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // A file per core: vitest's default leaves one core free (one file at a time on 2 cores), while a file's
    // PGlite or PostgreSQL waits are the other core's turn (the PGlite suite 286 -> 230 s on 2 cores).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      'apps/server/vitest.config.ts',
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
