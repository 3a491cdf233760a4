/**
 * The layers of src/ depend one way. math/ (the one expression tree, the parser and the
 * renderers) imports nothing from algebra/, solve/ or plot/; algebra/ (polynomials, rational
 * functions, factoring, roots, exact evaluation and sampling) imports nothing from solve/ or
 * plot/. Every .ts file under src/math and src/algebra, their tests included, is read; each module
 * it names (import, import type, export … from, a bare import, import(…)) is resolved against
 * the file's folder, and one that lands in a layer above is reported as file → import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** For each checked layer, the layers it must not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  math: ['algebra', 'solve', 'plot'],
  algebra: ['solve', 'plot'],
};

/** Every module a source text names, read by the TypeScript scanner (comments and strings skipped). */
const specifiers = (text: string): string[] =>
  ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);

/** The folder of src/ that a path (relative to src/) lies in. */
const layerOf = (path: string): string => path.split(/[\\/]/)[0] as string;

/**
 * `file → import` for each import that crosses a layer boundary the wrong way; `sources` maps
 * paths relative to src/ ("math/exact.ts") to their text.
 */
const violations = (sources: Record<string, string>): string[] => {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const banned = FORBIDDEN[layerOf(file)] ?? [];
    for (const spec of specifiers(text)) {
      // A package ('vitest', 'fast-check') is not a folder of src/.
      if (!spec.startsWith('.')) continue;
      const target = relative(SRC, resolve(SRC, file, '..', spec));
      if (banned.includes(layerOf(target))) found.push(`${file} → ${spec}`);
    }
  }
  return found.sort();
};

const tsFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const sourcesOf = (layers: string[]): Record<string, string> =>
  Object.fromEntries(
    layers
      .flatMap((layer) => tsFilesUnder(join(SRC, layer)))
      .map((path) => [relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
  );

describe('layers: math/ and algebra/ import nothing from the layers above them', () => {
  it('finds every kind of import, and none in a comment or a string', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "export { d } from './d';",
      "import './e';",
      "const f = await import('./f');",
      "type G = typeof import('./g');",
      "import {\n  h,\n} from './h';",
      "// import { i } from './i';",
      'const s = "import j from \'./j\'";',
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a', '../b', './c', './d', './e', './f', './g', './h']);
  });

  it('names file → import for each import that reaches up, and passes those that reach down', () => {
    expect(
      violations({
        'math/exact.ts': "import { x } from '../solve/show';\nimport { n } from './build';",
        'math/parseMath/test.ts': "const m = await import('../../plot/graph');",
        'math/toText/index.ts': "export { p } from '../../algebra/poly';",
        'algebra/poly.ts': "import type { Q } from '../math/rational';",
        'algebra/reading.ts': "import { solve } from '../solve/solve/index';",
        'algebra/other.ts': "import { a } from '../_lib/random';\nimport fc from 'fast-check';",
        'solve/equation.ts': "import { graph } from '../plot/graph';",
      }),
    ).toEqual([
      'algebra/reading.ts → ../solve/solve/index',
      'math/exact.ts → ../solve/show',
      'math/parseMath/test.ts → ../../plot/graph',
      'math/toText/index.ts → ../../algebra/poly',
    ]);
  });

  it('holds for every file under src/math and src/algebra, tests included', () => {
    const sources = sourcesOf(['math', 'algebra']);
    const files = Object.keys(sources);
    // The walk saw both layers, their tests, and the imports in them.
    expect(files.filter((f) => f.startsWith('math/')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith('algebra/')).length).toBeGreaterThan(5);
    expect(files).toContain('math/parseMath/test.ts');
    expect(Object.values(sources).flatMap(specifiers).length).toBeGreaterThan(100);
    expect(violations(sources)).toEqual([]);
  });
});

/**
 * Inside solve/, a kind is a folder of its own: solve/kinds/<id>/ imports nothing from another
 * kind's folder, and the methods several kinds share (solve/methods/: inequalities, exponential
 * equations, polynomial equations, sums of logarithms) import no kind. What two kinds both need
 * is a method or algebra, never one kind reaching into another. Outside the kinds, only the
 * registry (solve/kinds.ts) names a kind: the engine reads, solves and checks through it, so a
 * new kind is its folder and its lines in the registry.
 */
const kindOf = (path: string): string => {
  const [layer, part, name] = path.split(/[\\/]/);
  if (layer === 'solve' && part === 'kinds' && name) return `kinds/${name}`;
  return layer === 'solve' && part === 'methods' ? 'methods' : path;
};

/**
 * The registry: the list of every kind (solve/kinds.ts), every way of solving an equation that a
 * kind may use on its way (solve/equations.ts), and each kind's entry in it (kinds/<id>/kind.ts),
 * which bundles the parts that answer the kind, some of them shared with another kind.
 */
const isRegistry = (file: string): boolean =>
  file === 'solve/kinds.ts' ||
  file === 'solve/equations.ts' ||
  /^solve\/kinds\/[^/]+\/([\w-]+-)?kind\.ts$/.test(file);
const isTest = (path: string) => /(^|[\\/.])test\.ts$/.test(path);

const kindViolations = (sources: Record<string, string>): string[] => {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const own = kindOf(file);
    // The registry names every kind; a test outside the kinds may try one on its own.
    if (isRegistry(file) || (!own.startsWith('kinds/') && isTest(file))) continue;
    for (const spec of specifiers(text)) {
      if (!spec.startsWith('.')) continue;
      const target = kindOf(relative(SRC, resolve(SRC, file, '..', spec)));
      if (target?.startsWith('kinds/') && target !== own) found.push(`${file} → ${spec}`);
    }
  }
  return found.sort();
};

describe('kinds: no kind imports another, and only the registry imports a kind', () => {
  it('names a kind reaching into another and a method reaching into a kind', () => {
    expect(
      kindViolations({
        'solve/kinds/absolute-value/index.ts':
          "import { a } from '../inequality';\nimport { b } from '../../methods/interval';\nimport { c } from './cases';",
        'solve/kinds/absolute-value/test.ts':
          "import { d } from '../../kinds/inequality/rational';",
        'solve/methods/interval.ts': "import { e } from '../kinds/inequality';",
        'solve/kinds.ts': "import { f } from './kinds/inequality';",
        'solve/check.ts': "import { g } from './kinds/arithmetic/complex';",
        'tutor/checkWorking/index.ts': "import { h } from '../../solve/kinds/inequality';",
        'tutor/checkWorking/test.ts': "import { i } from '../../solve/kinds/inequality';",
      }),
    ).toEqual([
      'solve/check.ts → ./kinds/arithmetic/complex',
      'solve/kinds/absolute-value/index.ts → ../inequality',
      'solve/kinds/absolute-value/test.ts → ../../kinds/inequality/rational',
      'solve/methods/interval.ts → ../kinds/inequality',
      'tutor/checkWorking/index.ts → ../../solve/kinds/inequality',
    ]);
  });

  it('holds for every file under src, the tests of kinds and methods included', () => {
    const layers = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory());
    const sources = sourcesOf(layers.map((e) => e.name));
    expect(Object.keys(sources).filter((f) => f.startsWith('solve/kinds/')).length).toBeGreaterThan(
      60,
    );
    expect(Object.keys(sources)).toContain('solve/methods/inequality.ts');
    expect(Object.keys(sources)).toContain('solve/solve/index.ts');
    expect(kindViolations(sources)).toEqual([]);
  });
});
