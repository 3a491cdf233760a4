/**
 * The unit project (`npm test`) runs without Python: no unit test file starts python3, by itself
 * or through any module it imports, however deep. Checks against SymPy belong in test/oracle/,
 * test/corpus/ or, for one kind of the solver, its folder's oracle.test.ts, which the slow
 * project runs in CI after `npm test`. A failure names each
 * offending test file with the chain of imports that reaches Python.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fullRuns, slow, unit } from '../vitest.config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A glob of the config (`**` any folders, `*` any name) as a regular expression over a path. */
const globRegExp = (glob: string): RegExp =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*\*|\*)/)
      .map((part) =>
        part === '**/'
          ? '(?:.*/)?'
          : part === '**'
            ? '.*'
            : part === '*'
              ? '[^/]*'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules'
      ? []
      : entry.isDirectory()
        ? filesUnder(`${dir}/${entry.name}`)
        : [`${dir}/${entry.name}`],
  );

/** The test files of the unit project, as the config picks them (paths from the package root). */
const unitFiles = (): string[] => {
  const included = unit.map(globRegExp);
  const excluded = slow.map(globRegExp);
  return ['src', 'test']
    .flatMap(filesUnder)
    .filter((f) => included.some((r) => r.test(f)) && !excluded.some((r) => r.test(f)))
    .sort();
};

/** A call that starts Python: spawn, exec or execFile (sync or not) of python, python3, … */
const STARTS_PYTHON = /\b(?:spawn|exec|execFile)(?:Sync)?\s*\(\s*['"`][^'"`]*\bpython/;
/** Every relative module a file imports or re-exports, statically or dynamically. */
const IMPORTS = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The modules under the package root as a graph, read as it is walked: whether each file
 * starts Python, and the modules it imports (resolved once per file, however many test files
 * reach it).
 */
const importGraph = () => {
  const modules = new Map<string, { python: boolean; imports: string[] } | null>();
  const resolveImport = (from: string, spec: string): string | undefined => {
    const base = relative(root, resolve(root, dirname(from), spec))
      .split('\\')
      .join('/');
    return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => read(candidate) !== null);
  };
  /** The module at `file`, or null for a path that is no file. */
  const read = (file: string) => {
    if (!modules.has(file)) {
      let source: string;
      try {
        source = readFileSync(join(root, file), 'utf8');
      } catch {
        modules.set(file, null);
        return null;
      }
      // Set before its imports are resolved, so a cycle of imports ends.
      const module = { python: STARTS_PYTHON.test(source), imports: [] as string[] };
      modules.set(file, module);
      for (const [, spec] of source.matchAll(IMPORTS)) {
        const next = resolveImport(file, spec as string);
        if (next !== undefined) module.imports.push(next);
      }
    }
    return modules.get(file) ?? null;
  };
  const moduleOf = (file: string) => {
    const module = read(file);
    if (module === null) throw new Error(`${file} is no file`);
    return module;
  };

  /**
   * The chain of imports from `file` to the first module that starts Python (the file itself
   * when it does), or [] when nothing it reaches does. Breadth first, so the chain is a shortest
   * one.
   */
  const pathToPython = (file: string): string[] => {
    const parent = new Map<string, string | null>([[file, null]]);
    const queue = [file];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as string;
      const { python, imports } = moduleOf(at);
      if (python) {
        const chain: string[] = [];
        for (let f: string | null = at; f !== null; f = parent.get(f) ?? null) chain.unshift(f);
        return chain;
      }
      for (const next of imports)
        if (!parent.has(next)) {
          parent.set(next, at);
          queue.push(next);
        }
    }
    return [];
  };
  return { moduleOf, pathToPython };
};

describe('test tiers: the unit project runs without Python', () => {
  it('no unit test file starts python3 or imports a module that does', () => {
    const { pathToPython } = importGraph();
    const files = unitFiles();
    expect(files).toContain('test/tiers.test.ts');
    const offenders = files.flatMap((f) => {
      const chain = pathToPython(f);
      return chain.length === 0 ? [] : [`${chain.join(' → ')} starts python3`];
    });
    expect(offenders, "move these SymPy checks to test/oracle/ or a kind's oracle.test.ts").toEqual(
      [],
    );
  });

  it('finds Python where it is, through imports, and nowhere else', () => {
    const { pathToPython } = importGraph();
    expect(pathToPython('test/python.ts')).toEqual(['test/python.ts']);
    expect(pathToPython('src/solve/kinds/inequality/oracle.test.ts')).toEqual([
      'src/solve/kinds/inequality/oracle.test.ts',
      'test/python.ts',
    ]);
    expect(pathToPython('test/solve-steps.ts')).toEqual([]);
    expect(
      unitFiles().some((f) => f.startsWith('test/oracle/') || /oracle\.test\.ts$/.test(f)),
    ).toBe(false);
    expect(unitFiles()).toContain('src/solve/kinds/inequality/test.ts');
  });
});

describe('test tiers: a property or sweep the unit tier runs on fewer cases runs in full in the slow tier', () => {
  // Importing test/runs.ts is calling runs() or seeds(): it exports nothing else.
  it('every unit test file that imports test/runs.ts is in fullRuns, and fullRuns lists only those', () => {
    const { moduleOf } = importGraph();
    const calling = unitFiles().filter((f) => moduleOf(f).imports.includes('test/runs.ts'));
    expect(calling.length).toBeGreaterThan(0);
    expect([...fullRuns].sort()).toEqual(calling);
  });
});
