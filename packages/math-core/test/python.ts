/**
 * The one place the tests start Python: `script` run by python3 (with sympy installed for the
 * SymPy oracles), `input` written to its stdin as JSON, its stdout read back as JSON. Only the
 * slow project may reach this module; test/tiers.test.ts fails when a unit test does.
 */
import { spawnSync } from 'node:child_process';

export const runPython = <T>(script: string, input: unknown, timeoutMs = 60_000): T => {
  const run = spawnSync('python3', ['-c', script], {
    input: JSON.stringify(input),
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as T;
};
