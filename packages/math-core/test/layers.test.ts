/**
 * The layers of src/ depend one way. _lib/ (decimals, primes, results, randomness) imports
 * nothing from any other folder of src/; math/ (the one expression tree, the parser and the
 * renderers) imports only _lib/ among them; algebra/ (polynomials, rational functions,
 * factoring, roots, exact evaluation and sampling) imports nothing from solve/, plot/, practice/
 * or tutor/; solve/ imports nothing from plot/, practice/ or tutor/ (what two of them share, such
 * as a function to draw or a practice category, lives lower down); and no calculator imports the
 * solver, the graph, practice or the tutor. Every .ts file of a checked layer is read, tests
 * included (but for solve/, whose tests may draw what they solve); each module it names (import,
 * import type, export … from, export * as, a bare import, import(…), a type's import(…)) is
 * resolved against the file's folder, and one that lands in a layer it must not import is
 * reported as file → import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The folders of src/ that are calculators: each answers one kind of question on its own. */
const CALCULATORS = [
  'arithmetic',
  'date',
  'education',
  'format',
  'geometry',
  'health',
  'logarithm',
  'money',
  'numbers',
  'percent',
  'statistics',
  'time',
  'units',
];
const ABOVE_CALCULATORS = ['solve', 'plot', 'practice', 'tutor'];

/** For each checked layer, the layers it must not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  math: ['algebra', ...ABOVE_CALCULATORS, ...CALCULATORS],
  algebra: ABOVE_CALCULATORS,
  solve: ['plot', 'practice', 'tutor'],
  ...Object.fromEntries(CALCULATORS.map((c) => [c, ABOVE_CALCULATORS])),
};
/** _lib/ is below everything: every other folder of src/ is above it. */
const forbiddenFor = (layer: string, folders: readonly string[]): readonly string[] =>
  layer === '_lib' ? folders.filter((f) => f !== '_lib') : (FORBIDDEN[layer] ?? []);

/** The layers whose tests may import what the layer itself must not. */
const TESTS_EXEMPT = new Set(['solve']);

/**
 * Every module a source text names, read from its syntax tree (comments and strings skipped):
 * imports and exports with `from`, type-only ones included, bare imports, `import(…)` calls and
 * `import(…)` types.
 */
const specifiers = (text: string): string[] => {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false));
  return found;
};

/** The folder of src/ that a path (relative to src/) lies in. */
const layerOf = (path: string): string => path.split(/[\\/]/)[0] as string;

const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const isTest = (path: string) => /(^|[\\/.])test\.ts$/.test(path);

/** Each file's modules (`specifiers`), for files given as paths relative to src/ and their text. */
const parsed = (sources: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(sources).map(([file, text]) => [file, specifiers(text)]));

/**
 * `file → import` for each import that crosses a layer boundary the wrong way; `imports` maps
 * paths relative to src/ ("math/exact.ts") to the modules the file names (`parsed`).
 */
const violations = (imports: Record<string, string[]>, folders = FOLDERS): string[] => {
  const found: string[] = [];
  for (const [file, specs] of Object.entries(imports)) {
    const layer = layerOf(file);
    if (TESTS_EXEMPT.has(layer) && isTest(file)) continue;
    const banned = forbiddenFor(layer, folders);
    for (const spec of specs) {
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

/**
 * Every .ts file under src/, tests included, with the modules it names: read and parsed once for
 * the checks below over the whole of src/ (each parse of src/ costs about a second of CPU).
 */
const SRC_IMPORTS: Readonly<Record<string, readonly string[]>> = Object.freeze(
  parsed(sourcesOf(FOLDERS)),
);
/** The part of SRC_IMPORTS under the given folders of src/. */
const importsUnder = (layers: string[]): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(SRC_IMPORTS)
      .filter(([file]) => layers.includes(layerOf(file)))
      .map(([file, specs]) => [file, [...specs]]),
  );

describe('layers: each layer imports nothing from the layers above it', () => {
  it('finds every kind of import, type-only ones included, and none in a comment or a string', () => {
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
      "export type { K } from './k';",
      "export * as l from './l';",
      "import { type M } from './m';",
      "let n: import('./n').N;",
    ].join('\n');
    expect(specifiers(text).sort()).toEqual(
      ['./a', '../b', './c', './d', './e', './f', './g', './h', './k', './l', './m', './n'].sort(),
    );
  });

  it('names file → import for each import that reaches up, and passes those that reach down', () => {
    expect(
      violations(
        parsed({
          'math/exact.ts': "import { x } from '../solve/show';\nimport { n } from './build';",
          'math/parseMath/test.ts': "const m = await import('../../plot/graph');",
          'math/toText/index.ts': "export { p } from '../../algebra/poly';",
          'math/decimals.ts': "import { d } from '../_lib/decimal';",
          'algebra/poly.ts': "import type { Q } from '../math/rational';",
          'algebra/reading.ts': "import { solve } from '../solve/solve/index';",
          'algebra/other.ts': "import { a } from '../_lib/random';\nimport fc from 'fast-check';",
          'solve/equation.ts': "import { graph } from '../plot/graph';",
          'solve/kind.ts': "import type { PracticeCategory } from '../practice/generateProblem';",
          'solve/kinds/graph/read.ts': "export type { G } from '../../../plot/types';",
          'solve/kinds/graph/test.ts': "import { graph } from '../../../plot/graph';",
          'solve/check.ts':
            "import { t } from '../tutor/checkWorking';\nimport { r } from '../math/rational';",
          'statistics/statistics/index.ts':
            "import { nearestIn } from '../../solve/solveQuadratic/nearest';",
          'percent/percentOf/index.ts': "import { shown } from '../../math/show';",
          '_lib/show.ts': "import { n } from '../math/build';\nimport { dec } from './decimal';",
          '_lib/result.ts': "import type { Result } from '../types';",
        }),
        ['_lib', 'math', 'algebra', 'solve', 'plot', 'practice', 'tutor', 'statistics', 'percent'],
      ),
    ).toEqual([
      '_lib/show.ts → ../math/build',
      'algebra/reading.ts → ../solve/solve/index',
      'math/exact.ts → ../solve/show',
      'math/parseMath/test.ts → ../../plot/graph',
      'math/toText/index.ts → ../../algebra/poly',
      'solve/check.ts → ../tutor/checkWorking',
      'solve/equation.ts → ../plot/graph',
      'solve/kind.ts → ../practice/generateProblem',
      'solve/kinds/graph/read.ts → ../../../plot/types',
      'statistics/statistics/index.ts → ../../solve/solveQuadratic/nearest',
    ]);
  });

  it('holds for every file under src, tests included', () => {
    const imports = importsUnder(FOLDERS);
    const files = Object.keys(imports);
    // The walk saw the layers, their tests, and the imports in them.
    for (const layer of ['_lib', 'math', 'algebra', 'solve'])
      expect(files.filter((f) => layerOf(f) === layer).length).toBeGreaterThan(5);
    expect(files).toContain('math/parseMath/test.ts');
    expect(files).toContain('statistics/statistics/index.ts');
    expect(Object.values(imports).flat().length).toBeGreaterThan(1000);
    expect(violations(imports)).toEqual([]);
  });
});

/**
 * The reader hands the kinds trees, never text: in solve/, only the reader (solve/read/,
 * solve/readTyped.ts, which reads with a given set of kinds, and solve/readProblem.ts, which reads
 * with every kind) imports the parser; a kind gets the maths its words name already parsed.
 */
const READER = /^solve\/(?:read\/|readProblem\.ts$|readTyped\.ts$)/;
const parsesOutsideReader = (imports: Record<string, string[]>): string[] =>
  Object.entries(imports)
    .filter(([file]) => layerOf(file) === 'solve' && !isTest(file) && !READER.test(file))
    .flatMap(([file, specs]) =>
      specs
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) =>
          /^math\/parseMath(?:\/index)?$/.test(
            relative(SRC, resolve(SRC, file, '..', spec))
              .split(sep)
              .join('/'),
          ),
        )
        .map((spec) => `${file} → ${spec}`),
    )
    .sort();

describe('reading: only the reader parses', () => {
  it('names a kind that imports the parser, and passes the reader and tests', () => {
    expect(
      parsesOutsideReader(
        parsed({
          'solve/kinds/limit/index.ts': "import { parseMath } from '../../../math/parseMath';",
          'solve/kinds/limit/test.ts': "import { parseMath } from '../../../math/parseMath';",
          'solve/read/constraints.ts': "import { parseMath } from '../../math/parseMath';",
          'solve/readProblem.ts': "import { parseMath } from '../math/parseMath';",
          'solve/check.ts': "import { parseMath } from '../math/parseMath/index';",
          'algebra/reading.ts': "import { parseMath } from '../math/parseMath';",
        }),
      ),
    ).toEqual([
      'solve/check.ts → ../math/parseMath/index',
      'solve/kinds/limit/index.ts → ../../../math/parseMath',
    ]);
  });

  it('holds for every file under src/solve', () => {
    const imports = importsUnder(['solve']);
    expect(Object.keys(imports).filter((f) => READER.test(f)).length).toBeGreaterThan(3);
    expect(parsesOutsideReader(imports)).toEqual([]);
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
 * The registry: the list of every kind (solve/kinds.ts), the union of their results
 * (solve/solveResult.ts), every way of solving an equation that a
 * kind may use on its way (solve/equations.ts), and each kind's entry in it (kinds/<id>/kind.ts),
 * which bundles the parts that answer the kind, some of them shared with another kind.
 */
const isRegistry = (file: string): boolean =>
  file === 'solve/kinds.ts' ||
  // The result of `solve` as one union, joined from the variant each kind declares.
  file === 'solve/solveResult.ts' ||
  file === 'solve/equations.ts' ||
  /^solve\/kinds\/[^/]+\/([\w-]+-)?kind\.ts$/.test(file);
const kindViolations = (imports: Record<string, string[]>): string[] => {
  const found: string[] = [];
  for (const [file, specs] of Object.entries(imports)) {
    const own = kindOf(file);
    // The registry names every kind; a test outside the kinds may try one on its own.
    if (isRegistry(file) || (!own.startsWith('kinds/') && isTest(file))) continue;
    for (const spec of specs) {
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
      kindViolations(
        parsed({
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
      ),
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
    const imports = importsUnder(layers.map((e) => e.name));
    expect(Object.keys(imports).filter((f) => f.startsWith('solve/kinds/')).length).toBeGreaterThan(
      60,
    );
    expect(Object.keys(imports)).toContain('solve/methods/inequality.ts');
    expect(Object.keys(imports)).toContain('solve/solve/index.ts');
    expect(kindViolations(imports)).toEqual([]);
  });
});
