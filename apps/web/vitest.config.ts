import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __PUBLIC_ORIGIN__: JSON.stringify('http://localhost:3000'), __BUILD_YEAR__: '2025' },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
