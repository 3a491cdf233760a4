import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/fast-check-seed.ts'],
    // The sweeps over every premium skill take up to a minute on two cores shared with other work
    // with every seed (`test:slow`); the limit only bounds a hang.
    testTimeout: 60_000,
    // The skills are pure functions with no state in their modules, so the test files share one
    // module graph: math-core and the skills load once, not once per file (on two loaded cores,
    // 32 s of CPU instead of 44 s; every test passes so).
    isolate: false,
  },
});
