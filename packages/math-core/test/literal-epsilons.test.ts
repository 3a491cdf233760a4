/**
 * Floating-point values are compared in one way, `approxEqual` with a tolerance named in
 * src/math/approx.ts, so that every check says which size of error it forgives and why. This test
 * reads every source file of src/ (tests aside) and reports a small number literal (written with
 * a negative exponent, like 1e-9, or a positive value of at most 10⁻³ however written) anywhere
 * but in approx.ts or as the value of a named constant: a top-level `const` in capitals, which
 * says what the size is for (a difference's step, a sampling offset, a limit on input).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
/** The one file where tolerances are written as numbers. */
const TOLERANCES = join('math', 'approx.ts');
/** The largest positive literal counted as an epsilon when written without an exponent. */
const LARGEST = 1e-3;

const isTest = (path: string): boolean => /(^|[/\\])test\.ts$|\.test\.ts$/.test(path);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !isTest(path) ? [path] : [];
  });

const isEpsilon = (literal: ts.NumericLiteral): boolean => {
  const value = Number(literal.text);
  return /e-/i.test(literal.getText()) || (value > 0 && value <= LARGEST);
};

/** Whether the node is inside the value of a top-level constant named in capitals. */
const inNamedConstant = (node: ts.Node): boolean => {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (
      ts.isVariableDeclaration(at) &&
      ts.isIdentifier(at.name) &&
      /^[A-Z][A-Z0-9_]*$/.test(at.name.text) &&
      ts.isVariableStatement(at.parent.parent) &&
      ts.isSourceFile(at.parent.parent.parent) &&
      (at.parent.flags & ts.NodeFlags.Const) !== 0
    )
      return true;
  }
  return false;
};

/** Each literal epsilon in a source text outside a named constant, as line: text. */
const literalEpsilons = (text: string): string[] => {
  const file = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) && isEpsilon(node) && !inNamedConstant(node)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${line}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

describe('literal epsilons', () => {
  it('are found in code, and not in comments, strings or named constants', () => {
    const text = [
      '/** Within 1e-9. */',
      'const STEP = 1e-6;',
      "const said = 'below 1e-300';",
      'export const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;',
      'const inner = () => { const SMALL = 0.0001; return SMALL; };',
      'const big = 2e3 + 0.5 + 10;',
    ].join('\n');
    expect(literalEpsilons(text)).toEqual(['4: 1e-9', '5: 0.0001']);
  });

  it('appear in src only in approx.ts and named constants', () => {
    const found = sources(SRC)
      .filter((path) => relative(SRC, path) !== TOLERANCES)
      .flatMap((path) =>
        literalEpsilons(readFileSync(path, 'utf8')).map((hit) => `${relative(SRC, path)}:${hit}`),
      );
    expect(found).toEqual([]);
  });
});
