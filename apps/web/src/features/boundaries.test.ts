import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature never imports another feature: what two features share lives in `components/` or
 * `lib/`, or the two are put together by a route in `app/`. Otherwise each change to one feature
 * can break another, and the code a page loads grows by whatever the other feature imports.
 */
const features = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every relative module specifier in a file: static imports, re-exports, `import()`. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]*)['"]/g)].map((m) => m[1]!);
}

function crossImports(): string[] {
  const found: string[] = [];
  for (const file of sources(features)) {
    const [own] = path.relative(features, file).split(path.sep);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const target = path.relative(features, path.resolve(path.dirname(file), spec));
      const [other] = target.split(path.sep);
      if (target.startsWith('..') || other === own || !other?.length) continue;
      const to = sources(path.join(features, other)).find(
        (f) => f.replace(/\.tsx?$/, '') === path.join(features, target).replace(/\.tsx?$/, ''),
      );
      found.push(
        `${path.relative(features, file)} -> ${to ? path.relative(features, to) : `${target}/`}`,
      );
    }
  }
  return found.map((line) => line.split(path.sep).join('/'));
}

describe('features', () => {
  it('import no other feature', () => {
    expect(crossImports()).toEqual([]);
  });
});
