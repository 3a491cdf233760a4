import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    testTimeout: 20_000,
  },
});
