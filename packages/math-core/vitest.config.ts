import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    setupFiles: ['test/fast-check-seed.ts'],
    testTimeout: 20_000,
  },
});
