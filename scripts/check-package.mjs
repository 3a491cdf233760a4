#!/usr/bin/env node
// `pnpm check:package`: what npm would receive for @mathtools/math-core, checked before any release.
// Packs the built package exactly as `pnpm publish` would, then fails when:
// - the tarball lacks a file its package.json points to, or ships anything besides the built
//   code and types in dist/, README.md, LICENSE and package.json;
// - its package.json still holds a workspace-only specifier, or lacks the fields the registry page
//   and provenance need (repository with directory, homepage, bugs, license, public access);
// - a fresh project that installs the tarball cannot import it with `import` and `require`, or
//   the two give different exports;
// - `npm publish --dry-run` rejects it.
// Build first (`pnpm build`); the tarball and the scratch project live in a temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = path.join(root, 'packages/math-core');
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
    if (!/^(dist\/.+\.(js|cjs|d\.ts|d\.cts)|README\.md|LICENSE|package\.json)$/.test(file))
      problems.push(`unexpected file in the tarball: ${file}`);
  }
  for (const required of ['README.md', 'LICENSE', 'package.json']) {
    if (!files.includes(required)) problems.push(`${required} missing from the tarball`);
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
  const esm = run(
    'node',
    [
      '--input-type=module',
      '-e',
      "const m = await import('@mathtools/math-core'); console.log(JSON.stringify(Object.keys(m).sort()))",
    ],
    consumer,
  );
  const cjs = run(
    'node',
    ['-e', "console.log(JSON.stringify(Object.keys(require('@mathtools/math-core')).sort()))"],
    consumer,
  );
  const esmNames = JSON.parse(esm);
  if (esmNames.length === 0) problems.push('the ESM entry exports nothing');
  if (esm !== cjs) problems.push(`ESM and CJS exports differ:\n  esm ${esm}  cjs ${cjs}`);

  // npm's own checks on the manifest and tarball (no upload with --dry-run). Provenance needs a
  // CI identity, which only the release workflow has, so it is left out of the rehearsal.
  run('npm', ['publish', tgz, '--dry-run', '--provenance=false', '--loglevel=error'], work);
  summary =
    `@mathtools/math-core@${manifest.version}: ${tarball} (${files.length} files) installs, ` +
    `imports and requires with ${esmNames.length} exports; npm publish --dry-run accepts it.`;
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
