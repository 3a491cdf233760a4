/**
 * The built server (`dist/server.js`, as in production) as a child process, for tests that kill
 * it, cut its database off or watch whether it survives.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../../src/env.js';
import { fixtureWebDir } from './app.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const serverJs = join(apiDir, 'dist', 'server.js');

/** `pnpm test` builds first; a bare `vitest run` builds here (call it in a `beforeAll`). */
export function ensureBuilt(): void {
  if (!existsSync(serverJs))
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: apiDir, stdio: 'inherit' });
}

/** A process killed by a signal keeps `exitCode` null: look at both. */
export const running = (child: ChildProcess) =>
  child.exitCode === null && child.signalCode === null;

/** DATABASE_URL for the child: the SQLite file, or the PostgreSQL URL with the test's schema. */
export function databaseUrl(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `file:${config.filename}`;
  const url = new URL(config.connectionString);
  if (config.searchPath) url.searchParams.set('options', `-c search_path=${config.searchPath}`);
  return url.toString();
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * Starts the server on an ephemeral port and resolves with its base URL once it listens (it finds
 * the port in the `listening at` line, so LOG_LEVEL must stay at info or below).
 */
export function startServer(
  config: DatabaseConfig,
  cwd: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverJs], {
    cwd,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl(config),
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: fixtureWebDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log is kept up to its last 64 KB (load tests write many request lines).
  let out = '';
  const append = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 128 * 1024) out = out.slice(-64 * 1024);
  };
  const output = () => out;
  return new Promise((resolve, reject) => {
    // Generous for a loaded CI machine; a server that does not come up is killed, not left behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      append(chunk);
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1], output });
      }
    });
    child.stderr?.on('data', append);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}
