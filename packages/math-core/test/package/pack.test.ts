// The published tarball, installed into an empty folder, works with import and require in plain Node.
// It holds the code once (ESM, which `require` loads too) and stays under MAX_UNPACKED_BYTES.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(join(tmpdir(), 'math-core-pack-'));
const app = join(work, 'app');
/**
 * What the tarball may unpack to, in bytes (npm's MB are 10^6 bytes): the limit
 * scripts/check-package.mjs at the repository's root holds and explains, read from there so the
 * two cannot drift apart.
 */
const MAX_UNPACKED_BYTES = Number(
  /const MAX_UNPACKED_BYTES = ([\d_]+);/
    .exec(readFileSync(resolve(root, '../../scripts/check-package.mjs'), 'utf8'))?.[1]
    ?.replaceAll('_', ''),
);
const run = (command: string, args: string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('packed tarball', () => {
  let files: string[] = [];
  let unpackedBytes = 0;

  beforeAll(() => {
    if (!existsSync(join(root, 'dist/index.js'))) run('pnpm', ['run', 'build'], root);
    run('pnpm', ['pack', '--pack-destination', work], root);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    files = run('tar', ['-tzf', join(work, tarball)], work)
      .trim()
      .split('\n')
      .sort();
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    run('tar', ['-xzf', join(work, tarball), '-C', unpacked], work);
    unpackedBytes = files.reduce((sum, file) => sum + statSync(join(unpacked, file)).size, 0);
    mkdirSync(app);
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    );
    run(
      'npm',
      ['install', join(work, tarball), '--no-audit', '--no-fund', '--ignore-scripts'],
      app,
    );
  }, 60_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds only the build, the readme, the changelog, the licence and package.json', () => {
    // The code the entry points share is in chunks, each named by its hash; the types likewise.
    // Which module a shared types chunk is named after is the bundler's choice and has changed
    // between builds of the same source, so chunks are checked by their shape, not their names.
    const chunk = /^package\/dist\/[a-z]+-[\w-]{8}\.(js|d\.cts)$/;
    const languages = ['de', 'es', 'fr', 'pt'].flatMap((code) =>
      ['cjs', 'd.cts', 'd.ts', 'js'].map((ext) => `package/dist/locales/${code}.${ext}`),
    );
    expect(files.filter((file) => !chunk.test(file)).sort()).toEqual(
      [
        'package/CHANGELOG.md',
        'package/LICENSE',
        'package/README.md',
        'package/dist/index.cjs',
        'package/dist/index.d.cts',
        'package/dist/index.d.ts',
        'package/dist/index.js',
        ...languages,
        'package/dist/skill-kit.cjs',
        'package/dist/skill-kit.d.cts',
        'package/dist/skill-kit.d.ts',
        'package/dist/skill-kit.js',
        'package/package.json',
      ].sort(),
    );
    // The ESM entries share code chunks, and the CommonJS types share declaration chunks.
    expect(files.filter((file) => chunk.test(file) && file.endsWith('.js')).length).toBeGreaterThan(
      0,
    );
    expect(
      files.filter((file) => chunk.test(file) && file.endsWith('.d.cts')).length,
    ).toBeGreaterThan(0);
  });

  it(`unpacks to at most ${MAX_UNPACKED_BYTES / 1e6} MB`, () => {
    // 2.75 MB when the code was there twice (ESM and CommonJS) with its whitespace, and the types
    // twice; 7.5 MB with source maps.
    expect(unpackedBytes).toBeGreaterThan(0);
    expect(unpackedBytes).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
  });

  it('ships no source maps, and keeps the names a stack trace shows', () => {
    // With their sources inlined the maps were three quarters of the package (5.6 of 7.5 MB).
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const installed = join(app, 'node_modules/@mathtools/math-core/dist/index.js');
    const code = readFileSync(installed, 'utf8');
    // (Tested as booleans: a failing match would print the whole file.)
    expect(code.includes('sourceMappingURL')).toBe(false);
    // Whitespace is out and local names are short, but functions keep their names, and a bundler
    // still finds the marks that let it drop what an app does not use.
    expect(/\bfunction arithmetic\(/.test(code)).toBe(true);
    expect(/\/\* ?[@#]__PURE__ ?\*\//.test(code)).toBe(true);
  });

  it('gives the same functions and classes to import and require: the code is there once', () => {
    const script = `import { createRequire } from 'node:module';
      import * as esm from '@mathtools/math-core';
      import * as esmKit from '@mathtools/math-core/skill-kit';
      const require = createRequire(import.meta.url);
      const cjs = require('@mathtools/math-core');
      const cjsKit = require('@mathtools/math-core/skill-kit');
      const names = Object.keys(esm);
      let caught;
      try { cjs.unwrap(cjs.arithmetic(1, '/', 0)); } catch (err) { caught = err; }
      console.log(JSON.stringify([
        names.length > 0 && names.every((name) => cjs[name] === esm[name]),
        Object.keys(cjs).length === names.length,
        cjsKit.draft === esmKit.draft,
        caught instanceof esm.MathResultError,
      ]));`;
    expect(JSON.parse(run('node', ['--input-type=module', '-e', script], app))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('imports as ESM', () => {
    const script = `import { arithmetic, convertUnit } from '@mathtools/math-core';
      console.log(JSON.stringify([arithmetic(0.1, '+', 0.2), convertUnit(5, 'length', 'inches', 'centimeters').value.formatted]));`;
    const out = JSON.parse(run('node', ['--input-type=module', '-e', script], app));
    expect(out).toEqual([
      {
        ok: true,
        value: {
          result: 0.3,
          expression: '0.1 + 0.2 = 0.3',
          exact: true,
          steps: [
            {
              note: 'Add',
              words: { id: 'arithmetic.add' },
              statement: {
                type: 'relation',
                relations: ['='],
                operands: [
                  {
                    type: 'binary',
                    op: '+',
                    left: { type: 'number', value: '0.1' },
                    right: { type: 'number', value: '0.2' },
                  },
                  { type: 'number', value: '0.3' },
                ],
              },
              text: '0.1 + 0.2 = 0.3',
              mathml:
                '<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="0.1 plus 0.2 equals 0.3" aria-label="0.1 plus 0.2 equals 0.3"><mrow><mrow><mn>0.1</mn><mo>+</mo><mn>0.2</mn></mrow><mo>=</mo><mn>0.3</mn></mrow></math>',
            },
          ],
        },
      },
      '12.7000',
    ]);
  });

  it('loads the skill kit both ways, generating with the functions the library uses', () => {
    const kit = `const skill = { id: 'sums', category: 'arithmetic', title: 'Sums', description: '',
        packs: [], nudge: 'Add.', hintLevels: 2, formulas: [], mistakes: [],
        levels: Object.fromEntries(['Easy', 'Medium', 'Hard'].map((d) => [d, [(r) => {
          const [a, b] = [r.int(1, 9), r.int(1, 9)];
          return kit.draft({ question: \`Work out \${a} + \${b}.\`, questionMath: kit.add(kit.N(a), kit.N(b)),
            answer: \`\${a + b}\`, hint: 'Add them.', steps: [['Add', kit.eq(kit.add(kit.N(a), kit.N(b)), kit.N(a + b))]] });
        }]])) };
      const p = kit.generateFromDefinition(skill, 7, { difficulty: 'Easy' }).value;
      console.log(JSON.stringify([p.skill, p.steps.length, p.hints.length, typeof core.checkAnswer]));`;
    const esm = `import * as kit from '@mathtools/math-core/skill-kit';
      import * as core from '@mathtools/math-core'; ${kit}`;
    const cjs = `const kit = require('@mathtools/math-core/skill-kit');
      const core = require('@mathtools/math-core'); ${kit}`;
    const expected = ['sums', 1, 2, 'function'];
    expect(JSON.parse(run('node', ['--input-type=module', '-e', esm], app))).toEqual(expected);
    expect(JSON.parse(run('node', ['-e', cjs], app))).toEqual(expected);
  });

  it('requires as CommonJS', () => {
    const script = `const { arithmetic, simplifyLog } = require('@mathtools/math-core');
      console.log(JSON.stringify([arithmetic(1, '/', 0).error.code, simplifyLog(2, 8).value.formatted]));`;
    expect(JSON.parse(run('node', ['-e', script], app))).toEqual(['division_by_zero', '3.0000']);
  });
});
