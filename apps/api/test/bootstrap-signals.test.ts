/**
 * `npm start` is `node scripts/bootstrap.mjs serve`: bootstrap runs pnpm, pnpm a shell, the shell
 * the server. Stopping npm must stop the server and free its port, and bootstrap must exit with
 * the code of what it ran. Here bootstrap runs this package's `pnpm run start` (pnpm → shell →
 * `node dist/server.js`, the last link of `serve`, without its install and build stages) on an
 * ephemeral port with a temporary SQLite database, and is sent the signal npm passes on.
 *
 * It lives here, not beside scripts/bootstrap.mjs, because nothing in `npm test` runs tests of the
 * root scripts, and this package's tests run after its build (dist/server.js exists).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWebDir } from './helpers/app.js';
import { ensureBuilt } from './helpers/server-process.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const bootstrap = fileURLToPath(new URL('../../../scripts/bootstrap.mjs', import.meta.url));

/** Polls `check` every 50 ms until it returns something other than undefined, for at most `ms`. */
async function poll<T>(what: string, ms: number, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether a process of that id is still running. One that has exited but not been collected (a
 * zombie, whose parent died first) counts as exited: it holds no port.
 */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
}

/** Whether nothing listens on the port any more: it can be bound again. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

const dataDirs: string[] = [];
const leftovers: number[] = [];

/**
 * Starts bootstrap on this package's `start` script, directly or, as npm runs it, through
 * `sh -c` (a shell that does not exec its command: the signal stops the shell alone).
 */
function startBootstrap(env: Record<string, string> = {}, viaShell = false): Started {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathtools-bootstrap-'));
  dataDirs.push(dataDir);
  const [command, args] = viaShell
    ? ['sh', ['-c', '"$0" "$1" start; exit $?', process.execPath, bootstrap]]
    : [process.execPath, [bootstrap, 'start']];
  const child = spawn(command, args, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      MATHTOOLS_SKIP_INSTALL: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'test.db')}`,
      WEB_DIST_DIR: fixtureWebDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

beforeAll(() => ensureBuilt(), 120_000);

afterEach(() => {
  // A failed test must not leave a server behind.
  for (const pid of leftovers.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Waits for the server bootstrap started to listen: its port and process id. */
const listening = (started: Started) =>
  poll('the server to listen', 30_000, () => {
    const line = /"pid":(\d+).*listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
    return line ? { port: Number(line[2]), serverPid: Number(line[1]) } : undefined;
  });

/** The process whose parent is `pid` (Linux): bootstrap under the shell that started it. */
function childOf(pid: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) return Number(entry);
    } catch {
      // exited meanwhile
    }
  }
  return undefined;
}

describe('npm start (scripts/bootstrap.mjs) passes stop signals on', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: the server stops, its port is free, bootstrap exits with the code`, async () => {
      const started = startBootstrap();
      leftovers.push(started.child.pid ?? 0);
      const { port, serverPid } = await listening(started);
      leftovers.push(serverPid);
      expect(await portFree(port)).toBe(false);

      const sent = Date.now();
      started.child.kill(signal);
      let code: number | null | undefined;
      void started.exit.then((c) => {
        code = c;
      });
      // The server allows itself 10 s to finish requests; with none in flight it closes at once.
      await poll('bootstrap to exit', 12_000, () => (code === undefined ? undefined : true));
      expect(Date.now() - sent).toBeLessThan(12_000);
      expect(started.output()).toContain('"msg":"shutting down"');
      // Everything bootstrap started has exited before it did: the port is free at once.
      expect(alive(serverPid)).toBe(false);
      expect(await portFree(port)).toBe(true);
      // pnpm ended because of the signal: the shell's convention, 128 + its number.
      expect(code).toBe(128 + constants.signals[signal]);
    }, 60_000);
  }

  it('SIGTERM to the shell npm runs it with: bootstrap, left alone, stops the server', async () => {
    const started = startBootstrap({}, true);
    const shell = started.child.pid ?? 0;
    leftovers.push(shell);
    const { port, serverPid } = await listening(started);
    leftovers.push(serverPid);
    const bootstrapPid = childOf(shell);
    expect(bootstrapPid).toBeGreaterThan(0);
    leftovers.push(bootstrapPid ?? 0);

    // What npm does when it is stopped: SIGTERM to its child, the shell, which dies of it.
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(null);
    await poll('bootstrap to exit', 12_000, () => (alive(bootstrapPid ?? 0) ? undefined : true));
    expect(alive(serverPid)).toBe(false);
    expect(await portFree(port)).toBe(true);
    expect(started.output()).toContain('"msg":"shutting down"');
  }, 60_000);

  it('exits with the code of a command that stops by itself', async () => {
    const started = startBootstrap({ DATABASE_URL: 'nonsense' });
    leftovers.push(started.child.pid ?? 0);
    let code: number | null | undefined;
    void started.exit.then((c) => {
      code = c;
    });
    await poll('bootstrap to exit', 30_000, () => (code === undefined ? undefined : true));
    expect(started.output()).toContain('DATABASE_URL');
    expect(code).toBe(1);
  }, 60_000);
});
