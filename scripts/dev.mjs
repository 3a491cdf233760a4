#!/usr/bin/env node
// `pnpm dev`: the whole site with hot reload, from a clean clone.
//
// 1. Starts `tsup --watch` in math-core and in contracts: the API and the web app import their
//    built dist/, so each package is built once at start and again on every change. `--no-clean`
//    overwrites dist/ in place instead of emptying it first, so the API never sees it missing.
// 2. Once both have built, starts the API with `tsx watch` (restarts when its sources or a
//    rebuilt package change) and Vite's dev server for the web app (hot reload, `/api` proxied
//    to that API). Everything runs until Ctrl-C; if one part stops, the others are stopped too.
//
// Ports: DEV_WEB_PORT (default 5173) is the one to open; DEV_API_PORT (default 3000) is the API.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.DEV_WEB_PORT ?? '5173';
const apiPort = process.env.DEV_API_PORT ?? '3000';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
// better-sqlite3 may compile on first install; node-gyp must use the local Node headers.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
  env.npm_config_nodedir = '/usr';

const colours = [36, 35, 33, 32];
const packages = [
  { name: 'math-core', dir: 'packages/math-core' },
  { name: 'contracts', dir: 'packages/contracts' },
];
const watchers = packages.map(({ name }) => ({
  name,
  args: ['--filter', `@mathtools/${name}`, 'exec', 'tsup', '--watch', '--no-clean'],
}));
const servers = [
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
    // Once stopping, each tool's "interrupted" noise is not worth showing.
    if (stopping) return;
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => rest && !stopping && out.write(`${label} ${rest}\n`));
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

function start(task, i) {
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
}

/** Resolves once every package has written both its ESM and CJS entry since `since`. */
async function packagesBuilt(since) {
  const fresh = (file) => existsSync(file) && statSync(file).mtimeMs >= since;
  for (let waited = 0; waited < 180_000; waited += 200) {
    if (stopping) return;
    const done = packages.every(({ dir }) =>
      ['dist/index.js', 'dist/index.cjs'].every((f) => fresh(path.join(root, dir, f))),
    );
    if (done) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error('math-core / contracts did not build within 3 minutes; stopping.');
  stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
const since = Date.now() - 1000;
watchers.forEach(start);
await packagesBuilt(since);
if (!stopping) {
  servers.forEach((task, i) => {
    start(task, watchers.length + i);
  });
  console.log(
    `\nMathTools dev: open http://localhost:${webPort} (API on http://127.0.0.1:${apiPort}, proxied at /api)\n`,
  );
}
