#!/usr/bin/env node
// `pnpm check:package`: what npm would receive for @mathtools/math-core, checked before any release.
// Packs the built package exactly as `pnpm publish` would, then fails when:
// - the tarball lacks a file its package.json points to, or ships anything besides the built
//   code and types in dist/ (no source maps), README.md, CHANGELOG.md, LICENSE and package.json;
// - its files add up to more than MAX_UNPACKED_BYTES (what `npm pack` reports as unpacked size);
// - its package.json still holds a workspace-only specifier, or lacks the fields the registry page
//   and provenance need (repository with directory, homepage, bugs, license, public access);
// - a fresh project that installs the tarball cannot import it with `import` and `require`, or
//   the two give different exports;
// - `npm publish --dry-run` rejects it;
// - any packed file (code, types, README) holds a premium skill: the id of a premium skill or of a
//   pack as a string or code span, a premium skill's description, or a fixed hint its problems
//   give. Those skills and the pack catalogue are @mathtools/premium-skills (private, built here
//   if it is not), which lists what to look for.
// Build first (`pnpm build`); the tarball and the scratch project live in a temporary folder.
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
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The unpacked size the tarball may reach, in bytes (npm's MB are 10^6 bytes), as the package
 * test (test/package/pack.test.ts in math-core) holds it too. What a bundler ships is budgeted
 * apart (scripts/size.mjs in math-core). It measures 1.94 MB: the ESM build once, with its
 * whitespace out and its local names shortened (0.74 MB; `require` loads it too), each language's
 * entry (`locales/es` …: the notes of every step, the answers in words, the refusals, the tutor's
 * verdicts, the graph's descriptions and the practice problems' sentences translated, 0.17–0.18 MB
 * each with its reader, which an app ships only for the language it imports), the code they share
 * (0.15 MB), the types once (0.24 MB), the README, a guide that links into the API reference
 * (0.02 MB), and the changelog (0.08 MB). It was 2.75 MB with a CommonJS copy of the code and of
 * the types and the whitespace kept; source maps would add 2.7 MB even without their sources, and
 * are refused by name besides. 2.2246 MB: 1.5 until the four languages came, 1.70 until the tutor
 * and the graph spoke them too, 1.80 until every refusal did (about 0.035 MB of sentences per
 * language), 1.87 until local names were shortened (2.05 while the README was a 0.21 MB report
 * of every function rather than a guide), 1.95 until every heading and method was words by id
 * (about 0.01 MB per language, and the English tables with their ids in the code), 2.00 until
 * every calculator's working was (0.005 MB of notes per language), 2.03 until formulas were spoken
 * in each language (its words for the spoken form and their types, 0.0145 MB in all), 2.05 until
 * the logarithm problems and the algebra skills' own families were written in each language (their
 * sentences in English and in the four languages, and their ids in the types, 0.0488 MB in all),
 * 2.099 until the geometry problems and the geometry skills' own families were (0.066 MB: 9.3–9.9
 * KB of sentences per language's entry, the English ones, and their ids in the types), 2.165 until
 * the free skills' names, descriptions and first hints were (17 skills' three sentences in English
 * and in the four languages, and their ids in the types, 0.0326 MB), 2.195 until the README showed
 * a skill-kit skill's own words in each language, and results said their request (0.0005 MB),
 * 2.196 until a question's sentence came in pieces where its maths stands in several places,
 * large numbers in sentences were grouped and an answer grouped the same way read as that number
 * (their code and types, 0.0023 MB), 2.199 until an answer was read by the solver's language where
 * one is given and a formula sheet held words in its maths (their code, types and the README's
 * line on them, 0.0004 MB), 2.200 until a quadratic's factoring became a module of its own, which
 * a solver of linear and quadratic equations takes without the factoring of higher degrees (the
 * names the chunks import and export between them, 0.0006 MB), 2.201 until the solver read what
 * students type in the words of each language (a definite integral's bounds, roots, powers,
 * comparisons and percentages in words, the roots of an expression …) and gave its readings of
 * what was typed as data, with their types (0.0172 MB, most of it the four languages' patterns),
 * 2.218 until a list written with commas on a page in a language with a decimal comma was read as
 * English lists ([[1,2],[3,4]]) and a refusal offered the comma in brackets as a separator (0.0003 MB),
 * 2.2185 until the solver gave a derivative at a point, with its refusals and its step in each
 * language, and the function and its tangent there to draw (0.0047 MB), 2.2235 until the
 * identities trigonometry steps name were built as formulas rather than English text, so that each
 * language writes them (0.0006 MB), 2.224 until the check by value came with the kinds checked by
 * value, a derivative at a point was read with its point and a refusal named the call it refused
 * (the names these add to the types and between the chunks, 0.0005 MB), 2.2245 until the package's
 * typecheck ran on TypeScript 7 (its devDependency line in package.json, 39 bytes).
 */
const MAX_UNPACKED_BYTES = 2_224_600;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = path.join(root, 'packages/math-core');
const premiumDir = path.join(root, 'packages/premium-skills');
const work = mkdtempSync(path.join(tmpdir(), 'math-core-pack-'));
const problems = [];
let summary = '';
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

try {
  run('pnpm', ['pack', '--pack-destination', work], pkgDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  const tgz = path.join(work, tarball);

  const files = run('tar', ['-tzf', tgz], work)
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
  const manifest = JSON.parse(run('tar', ['-xzOf', tgz, 'package/package.json'], work));

  // Every file the manifest points to is in the tarball.
  const pointed = new Set(
    [manifest.main, manifest.module, manifest.types, JSON.stringify(manifest.exports)]
      .join(' ')
      .match(/\.\/dist\/[^"\s]+/g)
      ?.map((p) => p.slice(2)) ?? [],
  );
  for (const file of pointed) {
    if (!files.includes(file)) problems.push(`package.json points to ${file}, not in the tarball`);
  }
  for (const file of files) {
    // The build (code and types, no source maps), the readme, the changelog, the licence and the
    // manifest.
    if (
      !/^(dist\/.+\.(js|cjs|d\.ts|d\.cts)|README\.md|CHANGELOG\.md|LICENSE|package\.json)$/.test(
        file,
      )
    )
      problems.push(`unexpected file in the tarball: ${file}`);
  }
  for (const required of ['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json']) {
    if (!files.includes(required)) problems.push(`${required} missing from the tarball`);
  }

  // No premium skill: what the private package lists must appear in no packed file.
  const premiumEntry = path.join(premiumDir, 'dist/index.js');
  if (!existsSync(premiumEntry)) run('pnpm', ['run', 'build'], premiumDir);
  const premium = await import(pathToFileURL(premiumEntry).href);
  const skills = premium.listPremiumSkills();
  const ids = [...skills.map((skill) => skill.id), ...premium.listPacks().map((pack) => pack.id)];
  const texts = new Set(skills.map((skill) => skill.description));
  for (const skill of skills) {
    for (const difficulty of ['Easy', 'Medium', 'Hard']) {
      for (let seed = 0; seed < 5; seed++) {
        const { hints } = premium.generatePremiumSkillProblem(skill.id, seed, { difficulty }).value;
        if (!/\d/.test(hints[0].text)) texts.add(hints[0].text);
      }
    }
  }
  if (skills.length === 0 || texts.size < skills.length)
    problems.push('@mathtools/premium-skills lists no premium skills to look for');
  const unpacked = path.join(work, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tgz, '-C', unpacked], work);
  const unpackedBytes = files.reduce(
    (sum, file) => sum + statSync(path.join(unpacked, 'package', file)).size,
    0,
  );
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  if (unpackedBytes > MAX_UNPACKED_BYTES)
    problems.push(
      `the tarball unpacks to ${mb(unpackedBytes)}, over the ${mb(MAX_UNPACKED_BYTES)} limit`,
    );
  const quoted = new RegExp(`[\`'"](${ids.join('|')})[\`'"]`, 'g');
  for (const file of files) {
    // Built code may write a character as \uXXXX; read it back before comparing texts.
    const content = readFileSync(path.join(unpacked, 'package', file), 'utf8').replace(
      /\\u([0-9a-f]{4})/gi,
      (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)),
    );
    const named = new Set(Array.from(content.matchAll(quoted), (match) => match[1]));
    if (named.size > 0) problems.push(`${file} names premium skills or packs: ${[...named]}`);
    for (const text of texts) {
      if (content.includes(text)) problems.push(`${file} holds premium skill text "${text}"`);
    }
  }

  const specifiers = JSON.stringify({
    d: manifest.dependencies,
    p: manifest.peerDependencies,
    o: manifest.optionalDependencies,
  });
  if (/"(workspace|catalog):/.test(specifiers))
    problems.push('a workspace:/catalog: specifier survived packing');
  if (manifest.repository?.directory !== 'packages/math-core' || !manifest.repository?.url)
    problems.push('repository (with url and directory packages/math-core) missing');
  if (!manifest.homepage) problems.push('homepage missing');
  if (!manifest.bugs?.url) problems.push('bugs.url missing');
  if (!manifest.license) problems.push('license missing');
  if (manifest.publishConfig?.access !== 'public')
    problems.push('publishConfig.access must be "public" for a scoped package');

  // A consumer that installs the tarball (math-core has no runtime dependencies, so this needs no
  // network) can load it both ways, with the same exports.
  const consumer = path.join(work, 'consumer');
  run('mkdir', ['-p', consumer], work);
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--offline', '--loglevel=error', tgz],
    consumer,
  );
  // Every entry point (the library, its skill kit and each language the solver writes in) loads
  // with import and require, alike.
  let exportCount = 0;
  for (const entry of [
    '@mathtools/math-core',
    '@mathtools/math-core/skill-kit',
    ...['es', 'fr', 'de', 'pt'].map((code) => `@mathtools/math-core/locales/${code}`),
  ]) {
    const esm = run(
      'node',
      [
        '--input-type=module',
        '-e',
        `const m = await import('${entry}'); console.log(JSON.stringify(Object.keys(m).sort()))`,
      ],
      consumer,
    );
    const cjs = run(
      'node',
      ['-e', `console.log(JSON.stringify(Object.keys(require('${entry}')).sort()))`],
      consumer,
    );
    const esmNames = JSON.parse(esm);
    if (esmNames.length === 0) problems.push(`the ESM entry ${entry} exports nothing`);
    if (esm !== cjs)
      problems.push(`${entry}: ESM and CJS exports differ:\n  esm ${esm}  cjs ${cjs}`);
    exportCount ||= esmNames.length;
  }

  // npm's own checks on the manifest and tarball (no upload with --dry-run). Provenance needs a
  // CI identity, which only the release workflow has, so it is left out of the rehearsal.
  run('npm', ['publish', tgz, '--dry-run', '--provenance=false', '--loglevel=error'], work);
  summary =
    `@mathtools/math-core@${manifest.version}: ${tarball} (${files.length} files, ` +
    `${mb(unpackedBytes)} unpacked, limit ${mb(MAX_UNPACKED_BYTES)}) installs, ` +
    `imports and requires with ${exportCount} exports (and its skill kit); npm publish ` +
    `--dry-run accepts it; no premium skill's ids or texts (${skills.length} skills) are in it.`;
} catch (err) {
  problems.push((err.stderr?.toString() || err.message).trim());
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`@mathtools/math-core is not fit to publish:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log(summary);
}
