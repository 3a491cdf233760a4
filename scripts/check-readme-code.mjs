#!/usr/bin/env node
// Type-checks the TypeScript examples in READMEs, so a README never shows code that does not
// compile. Every ```ts (or ```typescript) block is compiled as a module of its own under strict
// settings, with the workspace packages resolved to their sources; other fences (sh, text, json)
// are left alone. Usage: node scripts/check-readme-code.mjs [README.md …] (default: every package's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(path.join(root, 'package.json'))('typescript');

/**
 * A package's tsup entries that name their source (`'locales/es': 'src/solve/write/es.ts'`): the
 * built file each is written to, and the source it is built from.
 */
function tsupEntries(dir) {
  const config = path.join(root, 'packages', dir, 'tsup.config.ts');
  if (!existsSync(config)) return new Map();
  const text = readFileSync(config, 'utf8');
  return new Map(
    [...text.matchAll(/'([\w/-]+)':\s*'(src\/[\w/-]+\.ts)'/g)].map((m) => [m[1], m[2]]),
  );
}

/** `@mathtools/x` and `@mathtools/x/sub` → the TypeScript sources their exports are built from. */
function workspacePaths() {
  const paths = {};
  for (const dir of readdirSync(path.join(root, 'packages'))) {
    const file = path.join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const { name, exports = {} } = JSON.parse(readFileSync(file, 'utf8'));
    const entries = tsupEntries(dir);
    for (const [key, target] of Object.entries(exports)) {
      // The entry's built file (./dist/x.js) names the source it is built from: the one its tsup
      // entry gives (./dist/locales/es.js from src/solve/write/es.ts), else src/x.ts.
      const built = JSON.stringify(target).match(/\.\/dist\/([\w/-]+)\.js/)?.[1];
      const source =
        built && path.join(root, 'packages', dir, entries.get(built) ?? `src/${built}.ts`);
      if (source && existsSync(source))
        paths[key === '.' ? name : `${name}/${key.slice(2)}`] = [source];
    }
  }
  return paths;
}

/** The README's TypeScript blocks, each with the line its code starts on. */
export function typescriptBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(ts|typescript)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end++;
    blocks.push({ line: start + 1, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

const readmes = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : ['packages', 'apps'].flatMap((group) =>
      readdirSync(path.join(root, group))
        .map((dir) => path.join(root, group, dir, 'README.md'))
        .filter((file) => existsSync(file)),
    );

const files = new Map();
for (const readme of readmes) {
  for (const { line, code } of typescriptBlocks(readFileSync(readme, 'utf8'))) {
    // A module of its own (`export {}`), named after where it stands, beside the README so its
    // imports resolve from that package's node_modules.
    files.set(`${readme}.line-${line}.ts`, { readme, line, code: `${code}\nexport {};\n` });
  }
}

const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  paths: workspacePaths(),
};
const host = ts.createCompilerHost(options);
const readFile = host.readFile.bind(host);
const fileExists = host.fileExists.bind(host);
const getSourceFile = host.getSourceFile.bind(host);
host.readFile = (name) => files.get(name)?.code ?? readFile(name);
host.fileExists = (name) => files.has(name) || fileExists(name);
host.getSourceFile = (name, version, onError, create) => {
  const file = files.get(name);
  return file
    ? ts.createSourceFile(name, file.code, version, true)
    : getSourceFile(name, version, onError, create);
};

const program = ts.createProgram([...files.keys()], options, host);
// The blocks' own diagnostics (and the program's): the packages' sources are type-checked by
// their own `typecheck`, and checking only the blocks asks TypeScript for no more of the sources'
// types than the blocks use, a fraction of checking every file.
const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...[...files.keys()].flatMap((name) => {
    const source = program.getSourceFile(name);
    return source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
  }),
];
const problems = [];
for (const diagnostic of diagnostics) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const block = diagnostic.file && files.get(diagnostic.file.fileName);
  if (!block) {
    problems.push(message);
    continue;
  }
  const at = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  problems.push(`${path.relative(root, block.readme)}:${block.line + at.line}: ${message}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in README code`);
  process.exit(1);
}
console.log(`${files.size} README code block(s) in ${readmes.length} README(s) compile`);
