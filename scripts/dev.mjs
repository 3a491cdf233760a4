#!/usr/bin/env node
// `pnpm dev`: the whole site with hot reload, from a clean clone.
//
// 1. Builds what the API and the web app import at run time and cannot take from source: the
//    two workspace packages (math-core, contracts). turbo caches it, so later starts are instant.
// 2. Then runs, side by side, until Ctrl-C:
//    - `tsup --watch` in math-core and in contracts (a change rebuilds their dist/);
//    - the API with `tsx watch` (restarts when its sources or a rebuilt package change);
//    - Vite's dev server for the web app, with hot reload and `/api` proxied to that API.
//
// Ports: DEV_WEB_PORT (default 5173) is the one to open; DEV_API_PORT (default 3000) is the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.DEV_WEB_PORT ?? '5173';
const apiPort = process.env.DEV_API_PORT ?? '3000';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
// better-sqlite3 may compile on first install; node-gyp must use the local Node headers.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
  env.npm_config_nodedir = '/usr';

const first = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@mathtools/math-core',
    '--filter=@mathtools/contracts',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env },
);
if (first.status !== 0) process.exit(first.status ?? 1);

const colours = [36, 35, 33, 32];
const tasks = [
  { name: 'math-core', args: ['--filter', '@mathtools/math-core', 'exec', 'tsup', '--watch'] },
  { name: 'contracts', args: ['--filter', '@mathtools/contracts', 'exec', 'tsup', '--watch'] },
  {
    name: 'api',
    args: ['--filter', '@mathtools/api', 'run', 'dev'],
    env: { PORT: apiPort, HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://localhost:${webPort}` },
  },
  {
    name: 'web',
    args: ['--filter', '@mathtools/web', 'exec', 'vite', '--port', webPort, '--strictPort'],
    env: { DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  },
];

const children = [];
let stopping = false;

function prefixLines(stream, label, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each child leads its own process group, so its watchers and servers stop with it.
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

tasks.forEach((task, i) => {
  const label = `\x1b[${colours[i % colours.length]}m${task.name.padEnd(9)}\x1b[0m|`;
  const child = spawn('pnpm', task.args, {
    cwd: root,
    env: { ...env, FORCE_COLOR: '1', ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${label} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stopAll(code || 1);
  });
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
console.log(
  `\nMathTools dev: open http://localhost:${webPort} (API on http://127.0.0.1:${apiPort}, proxied at /api)\n`,
);
