#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) run through here so that a machine with only
// Node and npm works: it finds or fetches pnpm, installs the workspace, makes sure the browser the
// e2e tests need is present, then hands over to the pnpm script of the same purpose.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNPM_VERSION = '12.21.0';
const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/bootstrap.mjs <pnpm script>');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`MathTools needs Node >= 20.19 (this is ${process.versions.node}).`);
  process.exit(1);
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

// A globally installed pnpm 12 is used as is; otherwise npx fetches the pinned one from the registry.
const pnpm =
  has('pnpm') && execFileSync('pnpm', ['--version']).toString().startsWith('12.')
    ? ['pnpm']
    : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
// better-sqlite3 compiles from source here; node-gyp must use the local Node headers instead of
// downloading them.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
  env.npm_config_nodedir = '/usr';

function run(args) {
  const [cmd, ...rest] = [...pnpm, ...args];
  const result = spawnSync(cmd, rest, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) {
    env.CHROMIUM_PATH = found;
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--help'])) {
    console.log("Installing Debian's Chromium for the browser tests…");
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const r = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    env.CHROMIUM_PATH = '/usr/bin/chromium';
    return;
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

run(['install', '--frozen-lockfile']);
if (target.startsWith('test')) ensureChromium();
run(['run', target]);
