import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: `server-${process.env.STAFFDESK_TEST_DB ?? 'pglite'}`,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
