/**
 * The server Playwright tests run against: the real built API process (which also serves this
 * app's dist/) on E2E_PORT, with a fresh temporary SQLite database and rate limits off.
 * Build first: `pnpm --filter @mathtools/api build && pnpm --filter @mathtools/web build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.resolve(web, '../api/dist/server.js');
const port = process.env.E2E_PORT ?? process.env.PORT ?? '3201';
/** Which web build to serve (see scripts/build.mjs); default apps/web/dist. */
const dist = path.resolve(web, process.env.WEB_DIST_DIR ?? 'dist');

for (const [file, hint] of [
  [server, 'pnpm --filter @mathtools/api build'],
  [path.join(dist, 'index.html'), 'pnpm --filter @mathtools/web build'],
]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(process.cwd(), file)} is missing: run \`${hint}\` first.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mathtools-e2e-'));
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    WEB_DIST_DIR: dist,
    COOKIE_SECRET: 'e2e-cookie-secret-that-is-at-least-32-chars',
    RATE_LIMIT: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
