import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: `server-${process.env.STAFFDESK_TEST_DB ?? 'pglite'}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    // The process tests start servers of their own (PGlite and, with TEST_DATABASE_URL, PostgreSQL): once per run is enough.
    exclude: process.env.STAFFDESK_TEST_DB === 'postgres' ? ['test/server-process.test.ts'] : [],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
