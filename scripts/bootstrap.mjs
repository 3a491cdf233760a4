#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) run through here so that a machine with only
// Node and npm works: it finds or fetches pnpm, installs the workspace, makes sure the browser the
// e2e tests need is present, then hands over to the pnpm script of the same purpose.
//
// Stopping: SIGINT (Ctrl-C), SIGTERM, or npm itself being stopped reach every process started
// from here, and this script exits only once they have all exited, with the code of the command it
// ran (128 + the signal's number when a signal ended it). Each command runs in a session of its
// own, and a signal is sent to every process of that session: pnpm, the shells it starts (each in
// a process group of its own), turbo and the API server each get it, even where one of them would
// not pass it on (a shell running `a && b` does not), so the server closes and frees its port
// before this script exits.
//
// MATHTOOLS_SKIP_INSTALL=1 skips `pnpm install` (for a workspace already installed).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

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
// better-sqlite3 compiles from source here (on Node 20, where the API loads version 12) the first
// time the machine installs it; pnpm keeps that build in its store and later installs, fresh
// clones included, restore it (install: ~5 s instead of over a minute). node-gyp must use the
// local Node headers instead of downloading them.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h'))
  env.npm_config_nodedir = '/usr';

const posix = process.platform !== 'win32';
/** The first signal received: no further command is started after it. */
let stopSignal;

/**
 * The running processes of the session `sid` (Linux, from /proc; elsewhere null). An exited
 * process nobody has collected yet (a zombie: its parent died first, and the init of a container
 * may never collect it) does not count.
 */
function sessionProcesses(sid) {
  if (!existsSync('/proc/self/stat')) return null;
  const pids = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid pgrp session …: comm may hold spaces and parentheses.
    const [state, , , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(session) === sid && state !== 'Z' && state !== 'X') pids.push(Number(pid));
  }
  return pids;
}

/** Sends `signal` to every process of the session `sid` (elsewhere than Linux: its leader's group). */
function signalSession(sid, signal) {
  for (const pid of sessionProcesses(sid) ?? [-sid]) {
    try {
      process.kill(pid, signal);
    } catch {
      // Exited meanwhile.
    }
  }
}

/** Whether a process of the session `sid` still runs (elsewhere than Linux: of its leader's group). */
function sessionAlive(sid) {
  const pids = sessionProcesses(sid);
  if (pids) return pids.length > 0;
  try {
    process.kill(-sid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** How long the rest of a session may take to exit once its leader has (the API server allows
 * itself 10 s to finish its requests); then it is killed. */
const SESSION_EXIT_MS = 15_000;

/** The command running now, whose session a signal received here goes to. */
let running;

/** SIGINT or SIGTERM received here (or the parent gone): passed on, and no command started after. */
function stop(signal) {
  stopSignal ??= signal;
  if (!running) return;
  if (!posix) running.kill(signal);
  else if (running.pid !== undefined) signalSession(running.pid, signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);

// npm runs this script through `sh -c`, and a shell that is stopped does not pass the signal on:
// `npm stop`, or SIGTERM to npm, ends that shell and leaves this script running with no parent.
// Having lost its parent, it stops what it runs as if it had received SIGTERM.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  stop('SIGTERM');
}, 100);
orphaned.unref();

/**
 * Runs `cmd` in a session of its own and resolves with its exit code once every process of that
 * session has exited.
 */
async function runForwarding(cmd, args) {
  // The terminal stays its input and output (pnpm may ask before it reinstalls node_modules); only
  // its signals come from here. (Windows has no sessions: there a signal goes to the child alone.)
  const child = spawn(cmd, args, { stdio: 'inherit', env, detached: posix });
  running = child;
  const [code, signal] = await new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      resolve([127, null]);
    });
    child.on('exit', (c, s) => resolve([c, s]));
  });
  // The leader is gone; wait for the rest of its session (the server closing its port), polling.
  if (posix && child.pid !== undefined) {
    const deadline = Date.now() + SESSION_EXIT_MS;
    while (sessionAlive(child.pid) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    if (sessionAlive(child.pid)) signalSession(child.pid, 'SIGKILL');
  }
  running = undefined;
  return code ?? 128 + (constants.signals[signal] ?? 0);
}

async function run(args) {
  if (stopSignal) process.exit(128 + constants.signals[stopSignal]);
  const [cmd, ...rest] = [...pnpm, ...args];
  const code = await runForwarding(cmd, rest);
  if (code !== 0) process.exit(code);
  if (stopSignal) process.exit(128 + constants.signals[stopSignal]);
}

// The e2e tests run in Chromium's headless shell (Debian's `chromium-headless-shell`: the same
// engine as the browser, with about 40% less CPU per test), or in a full Chromium when that is what
// the machine has. Neither present and root: the shell is installed with apt-get.
function ensureChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  const candidates = [env.CHROMIUM_PATH, shell, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) {
    env.CHROMIUM_PATH = found;
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--help'])) {
    console.log("Installing Debian's Chromium headless shell for the browser tests…");
    const install = ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'];
    for (const args of [['update'], install]) {
      const r = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    env.CHROMIUM_PATH = shell;
    return;
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian: `sudo apt-get install chromium-headless-shell`) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (process.env.MATHTOOLS_SKIP_INSTALL !== '1') await run(['install', '--frozen-lockfile']);
if (target.startsWith('test')) ensureChromium();
await run(['run', target]);
