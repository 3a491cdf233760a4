/**
 * Global setup of the slow project: one python3 that has imported SymPy (about half a second of
 * CPU, which every oracle call paid again when each started its own python3) listens on a Unix
 * socket, and forks a copy of itself for each script runPython sends it (test/python.ts). A fork
 * starts with SymPy loaded and nothing else changed: every script runs in a fresh process, as
 * before, so no call sees what an earlier one left behind. The server's socket and interpreter
 * reach the test workers through the environment; the server is stopped after the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PYTHON_SERVER_ENV } from './python';

/** Accepts a connection, forks, and in the child runs the script with the input as its stdin. */
const SERVER = `
import io, json, os, signal, socket, sys, traceback
import sympy  # the import every script would otherwise pay for, done once here

def serve(conn):
    data = b''.join(iter(lambda: conn.recv(1 << 16), b''))
    n = int.from_bytes(data[:8], 'big')
    script, given = data[8:8 + n].decode(), data[8 + n:].decode()
    out, err = io.StringIO(), io.StringIO()
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(given), out, err
    code = 0
    try:
        exec(compile(script, '<script>', 'exec'), {'__name__': '__main__'})
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    o, e = out.getvalue().encode(), err.getvalue().encode()
    conn.sendall(bytes([code & 255]) + len(o).to_bytes(8, 'big') + o + e)
    conn.close()

listener = socket.socket(socket.AF_UNIX)
listener.bind(sys.argv[1])
listener.listen(64)
def reap(*_):
    try:
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass
    except ChildProcessError:
        pass

signal.signal(signal.SIGCHLD, reap)  # forks are collected here, so their CPU time counts as ours
print(json.dumps({'python': sys.executable}), flush=True)
# A run stopped before its teardown leaves no server behind: it exits once vitest has gone.
parent = os.getppid()
listener.settimeout(5)
while True:
    try:
        conn, _ = listener.accept()
    except socket.timeout:
        if os.getppid() != parent:
            os.unlink(sys.argv[1])
            os.rmdir(os.path.dirname(sys.argv[1]))
            break
        continue
    conn.settimeout(None)
    if os.fork() == 0:
        listener.close()
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        try:
            serve(conn)
        finally:
            os._exit(0)
    conn.close()
`;

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'math-core-python-'));
  const socket = join(dir, 'python.sock');
  // Its own process group, so that stopping it stops any fork still running a script.
  const server = spawn('python3', ['-c', SERVER, socket], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const first = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the python3 server exited (${code})`)));
    createInterface({ input: server.stdout }).once('line', resolve);
  });
  const { python } = JSON.parse(first) as { python: string };
  process.env[PYTHON_SERVER_ENV] = JSON.stringify({ socket, python });
  return () => {
    delete process.env[PYTHON_SERVER_ENV];
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already exited.
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
