import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './messages-plugin.ts';

export default defineConfig({
  // Modules that import styles (a widget, for its `about`) load in tests as in the build.
  plugins: [vanillaExtractPlugin(), messagesPlugin(import.meta.dirname)],
  define: { __PUBLIC_ORIGIN__: JSON.stringify('http://localhost:3000'), __BUILD_YEAR__: '2025' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    environment: 'node',
    // The files of a worker share one module graph (React, react-router, math-core and the
    // styles load once per worker, not once per file): 31 to 11 CPU seconds for the 54 files,
    // and a shuffled order passes. A test that stubs a global undoes it after each test.
    isolate: false,
    unstubGlobals: true,
  },
});
