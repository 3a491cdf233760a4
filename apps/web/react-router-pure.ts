import { type PluginObject, types as t, transformAsync } from '@babel/core';
import reactPureAnnotations from '@babel/plugin-transform-react-pure-annotations';
import type { Plugin } from 'vite';

const isPureCall = (node: t.Node | null | undefined): node is t.CallExpression =>
  t.isCallExpression(node) &&
  (node.leadingComments ?? []).some((comment) => /^\s*[#@]__PURE__\s*$/.test(comment.value));

/**
 * `var X = /* @__PURE__ *\/ f(…); X.displayName = '…';` at a module's top level becomes
 * `var X = /* @__PURE__ *\/ Object.assign(f(…), { displayName: '…' });`: the same object with the
 * same name, made in one pure expression. The bundler counts the separate assignment as a side
 * effect (it writes a property), so it kept every component and context that has a name, used or
 * not. Only when the assignment directly follows the declaration, names it by identifier with a
 * string, and the declaration is a pure call (React's `createContext`, `forwardRef`, `memo`
 * return objects, so `Object.assign` writes the property just as the assignment did).
 */
export const displayNameInDeclaration = (): PluginObject => ({
  name: 'display-name-in-declaration',
  visitor: {
    Program: {
      exit(program) {
        let previous: t.Statement | undefined;
        for (const path of program.get('body')) {
          const statement = path.node;
          const before = previous;
          previous = statement;
          if (!t.isExpressionStatement(statement)) continue;
          const { expression } = statement;
          if (
            !t.isAssignmentExpression(expression, { operator: '=' }) ||
            !t.isMemberExpression(expression.left, { computed: false }) ||
            !t.isIdentifier(expression.left.object) ||
            !t.isIdentifier(expression.left.property, { name: 'displayName' }) ||
            !t.isStringLiteral(expression.right) ||
            !t.isVariableDeclaration(before) ||
            before.declarations.length !== 1
          ) {
            continue;
          }
          const [declarator] = before.declarations;
          if (
            !declarator ||
            !t.isIdentifier(declarator.id, { name: expression.left.object.name }) ||
            !isPureCall(declarator.init)
          ) {
            continue;
          }
          declarator.init = t.addComment(
            t.callExpression(t.memberExpression(t.identifier('Object'), t.identifier('assign')), [
              declarator.init,
              t.objectExpression([t.objectProperty(t.identifier('displayName'), expression.right)]),
            ]),
            'leading',
            '#__PURE__',
          );
          path.remove();
        }
      },
    },
  },
});

/** React Router's own module, as the Vite plugin below rewrites it (exported for its test). */
export async function markReactRouterPure(code: string, filename: string) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Babel runs both in one pass; the second reads the first's marks when it leaves the module.
    plugins: [reactPureAnnotations, displayNameInDeclaration],
  });
  // The map as JSON: the bundler's type for an object map has mutable arrays, Babel's readonly ones.
  return result?.code ? { code: result.code, map: JSON.stringify(result.map) } : null;
}

/**
 * React Router's top-level components and contexts, made removable when unused. Its build calls
 * React's pure functions (`createContext`, `forwardRef`, `memo`) without marking them pure, and
 * names what they make in a statement of its own, so the bundler kept every one and all it
 * reaches, used or not: framework mode's `Form` with its submission helpers and the data router's
 * contexts. Babel's pure-annotation plugin (the one
 * `@babel/preset-react` applies to an app's own code) marks the calls, and
 * `displayNameInDeclaration` folds each name into its declaration: 2.6 KB gzip off every page's
 * first load, with nothing the app runs changed. remix-run/react-router#15299 proposes the marks
 * in the library itself. Only that package: the others this app bundles mark their calls
 * themselves (Radix, TanStack Query) or have none at the top level.
 */
export function reactRouterPureCalls(): Plugin {
  return {
    name: 'mathtools:react-router-pure-calls',
    apply: 'build',
    transform: {
      filter: {
        id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
      },
      handler: (code, id) => markReactRouterPure(code, id),
    },
  };
}
