/**
 * The one place the tests start Python: `script` run by python3 (with sympy installed for the
 * SymPy oracles), `input` written to its stdin as JSON, its stdout read back as JSON. Only the
 * slow project may reach this module; test/tiers.test.ts fails when a unit test does.
 *
 * In the slow project the script goes to the server test/python-server.ts starts, which runs it in
 * a fresh fork of a python3 that has SymPy imported already; a small client without SymPy (python3
 * -S) carries the script and its input there and the answer back, so this stays synchronous.
 * Elsewhere (a script run outside vitest) each call starts its own python3.
 */
import { spawnSync } from 'node:child_process';

/** The variable holding the server's socket and interpreter, as JSON. */
export const PYTHON_SERVER_ENV = 'MATH_CORE_PYTHON_SERVER';

/** Sends argv[1] (the script) and stdin to the server; writes back its stdout, stderr and code. */
const CLIENT = `
import os, socket, sys
script = sys.argv[1].encode()
conn = socket.socket(socket.AF_UNIX)
conn.connect(sys.argv[2])
conn.sendall(len(script).to_bytes(8, 'big') + script + sys.stdin.buffer.read())
conn.shutdown(socket.SHUT_WR)
reply = b''.join(iter(lambda: conn.recv(1 << 16), b''))
if not reply:
    sys.exit('the python3 server closed the connection without an answer')
n = int.from_bytes(reply[1:9], 'big')
sys.stdout.buffer.write(reply[9:9 + n])
sys.stderr.buffer.write(reply[9 + n:])
sys.exit(reply[0])
`;

/**
 * The timeout only bounds a hang: on two cores shared with other work a large batch has taken
 * over a minute of wall time while needing a few seconds of CPU.
 */
export const runPython = <T>(script: string, input: unknown, timeoutMs = 600_000): T => {
  const env = process.env[PYTHON_SERVER_ENV];
  const server = env ? (JSON.parse(env) as { socket: string; python: string }) : undefined;
  const options = {
    input: JSON.stringify(input),
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  } as const;
  const run = server
    ? spawnSync(server.python, ['-S', '-c', CLIENT, script, server.socket], options)
    : spawnSync('python3', ['-c', script], options);
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as T;
};
