/**
 * `lib/next-tick-shape.ts` keeps `process.nextTick`'s tick literal monomorphic across idle full
 * GCs (see the module for why that matters). Each case runs in a fresh Node process with V8's
 * natives syntax, queues ticks, collects garbage with none queued, queues more, and reads the
 * feedback V8 kept for the literal's computed keys.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heldTickObject } from '../src/lib/next-tick-shape.js';

const moduleUrl = new URL('../src/lib/next-tick-shape.ts', import.meta.url).href;

const script = (hold: boolean) => `
${hold ? `await import(${JSON.stringify(moduleUrl)});` : ''}
const burst = () => { for (let i = 0; i < 2000; i++) process.nextTick(() => {}); };
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));
burst();
await idle();
for (let i = 0; i < 6; i++) globalThis.gc();
burst();
await idle();
const print = new Function('f', '%DebugPrint(f)');
print(process.nextTick);
print(process.nextTick);
`;

/** The feedback state of each computed-key definition in `nextTick`, e.g. `['MONOMORPHIC', …]`. */
function literalFeedback(hold: boolean): string[] {
  // %DebugPrint writes to stdout through C stdio: into a file, which takes every write whole (a
  // pipe may refuse part of one once Node has made it non-blocking).
  const dir = mkdtempSync(join(tmpdir(), 'mathtools-next-tick-'));
  const outFile = join(dir, 'out.txt');
  const fd = openSync(outFile, 'w');
  try {
    execFileSync(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--expose-gc',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        script(hold),
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', fd, 'inherit'] },
    );
    // The first of the two prints: the last stdio buffer may not be flushed before exit.
    const first = readFileSync(outFile, 'utf8').split('DebugPrint:')[1] ?? '';
    return [...first.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('next-tick-shape', () => {
  it('holds a tick object', () => {
    const keys = Object.getOwnPropertySymbols(heldTickObject ?? {}).map((s) => s.description);
    expect(keys).toEqual(['async_id_symbol', 'trigger_async_id_symbol']);
  });

  it('without it, an idle full GC leaves nextTick megamorphic (the problem it prevents)', () => {
    expect(literalFeedback(false)).toContain('MEGAMORPHIC');
  });

  it('with it, nextTick stays monomorphic through the same GCs', () => {
    const feedback = literalFeedback(true);
    expect(feedback.length).toBeGreaterThanOrEqual(4);
    expect(feedback.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });
});
