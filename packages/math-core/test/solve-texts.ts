// The problems the steps tests solve: each kind's example, every problem the solver's own tests
// type, the generated corpus (./solve-corpus) and a few that reach rules nothing else does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS } from '../src/solve/kinds';
import { generateCorpus } from './solve-corpus';

/** The test files beside the solver and its kinds, and the solver's tests here. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /(^|\.)test\.ts$/.test(name) && !/oracle/.test(name) ? [path] : [];
  });
const root = join(__dirname, '..');
const FILES = [
  ...testFiles(join(root, 'src/solve')),
  ...['solve-textbook', 'solve-words', 'solve-decimals', 'solve-substeps'].map((f) =>
    join(root, `test/${f}.test.ts`),
  ),
];

/**
 * Every problem the tests type: each string in them that reads as one (solve answers it). Expected
 * answers come along too ("x = 2 or x = 3" is an equation solve answers): the more the better.
 */
export const TYPED = [
  ...new Set(
    FILES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.){1,80})'/g)].map((m) =>
        (m[1] as string).replace(/\\(.)/g, '$1'),
      ),
    ),
  ),
].filter((text) => /[\dx]/.test(text));

/** Problems that reach a rule no other problem here does (each is typed in a kind's own tests). */
const EXTRA = [
  'lim x->∞ 1/e^x',
  'graph y = |x| and y = x',
  'a bag has 3 red and 5 blue balls. 2 are drawn without replacement. find the probability of one red and one blue',
];

/** Every problem of the generated corpus (test/solve-corpus.ts), each kind's example, TYPED and EXTRA. */
export const TEXTS = [
  ...new Set([
    ...KINDS.map((k) => k.example),
    ...TYPED,
    ...generateCorpus().map((p) => p.text),
    ...EXTRA,
  ]),
];
