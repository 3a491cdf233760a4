import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/pg-schemas.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores shared with other work: a couple of files at a time is enough.
    maxWorkers: 2,
  },
});
