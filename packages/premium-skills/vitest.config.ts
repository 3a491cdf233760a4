import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/fast-check-seed.ts'],
    testTimeout: 20_000,
  },
});
