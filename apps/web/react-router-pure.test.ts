import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from './react-router-pure';

const transform = async (code: string) => (await markReactRouterPure(code, 'module.mjs'))?.code;

/** Runs a transformed module body with a stand-in React and returns what it made. */
function run(code: string, names: string[]) {
  const react = {
    createContext: (value: unknown) => ({ value }),
    forwardRef: (render: unknown) => ({ render }),
  };
  const body = `${code.replace(/^import .*$/gm, '')}\nreturn { ${names.join(', ')} };`;
  return new Function('React', body)(react) as Record<string, { displayName?: string }>;
}

describe('React Router made tree-shakable', () => {
  it('marks React calls pure and folds the name into the declaration', async () => {
    const code = await transform(
      [
        'import * as React from "react";',
        'var RouteContext = React.createContext(null);',
        'RouteContext.displayName = "Route";',
        'var Link = React.forwardRef(function Link() {});',
        'Link.displayName = "Link";',
      ].join('\n'),
    );
    expect(code).not.toMatch(/\.displayName =/);
    expect(code).toMatch(
      /var RouteContext = \/\*#__PURE__\*\/Object\.assign\(\/\*#__PURE__\*\/React\.createContext\(null\)/,
    );
    const made = run(code ?? '', ['RouteContext', 'Link']);
    expect(made.RouteContext).toEqual({ value: null, displayName: 'Route' });
    expect(made.Link?.displayName).toBe('Link');
  });

  it('leaves a name alone unless it directly follows a pure declaration of the same binding', async () => {
    const source = [
      'import * as React from "react";',
      'var made = make();',
      'made.displayName = "Not pure";',
      'var Apart = React.createContext(null);',
      'console.log(Apart);',
      'Apart.displayName = "Apart";',
      'var Other = React.createContext(null);',
      'Apart.displayName = "Another binding";',
      'var Computed = React.createContext(null);',
      'Computed.displayName = name();',
    ].join('\n');
    const code = (await transform(source)) ?? '';
    for (const kept of [
      'made.displayName = "Not pure"',
      'Apart.displayName = "Apart"',
      'Apart.displayName = "Another binding"',
      'Computed.displayName = name()',
    ]) {
      expect(code).toContain(kept);
    }
    expect(code).not.toContain('Object.assign');
  });

  it("folds every named component and context in React Router's production build", async () => {
    const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
    const production = path.join(
      path.dirname(fromRouterDom.resolve('react-router/package.json')),
      'dist/production',
    );
    let named = 0;
    for (const file of readdirSync(production).filter((name) => name.endsWith('.mjs'))) {
      const source = readFileSync(path.join(production, file), 'utf8');
      const code = (await markReactRouterPure(source, file))?.code ?? source;
      // What stays is a function declaration's name (hoisted, so not folded): never a `var`'s.
      for (const [, binding] of code.matchAll(/^(\w+)\.displayName = /gm)) {
        expect(code).toMatch(new RegExp(`^function ${binding}\\b`, 'm'));
      }
      named += [...code.matchAll(/Object\.assign\(/g)].length;
    }
    // Form, Link, NavLink and the contexts: at least the ones this app relies on being dropped.
    expect(named).toBeGreaterThanOrEqual(10);
  });
});
