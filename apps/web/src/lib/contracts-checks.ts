type Checks = typeof import('@mathtools/contracts/checks');

let checks: Promise<Checks> | undefined;

/**
 * contracts' response checks, loaded when a page first calls the API (they are `zod/mini` schemas,
 * which no page needs on first load).
 *
 * zod probes whether it may compile code at run time while it builds an object schema, to make a
 * fast parser. Our CSP forbids that, so the probe fails and zod parses without it, but the browser reports a CSP
 * violation on every page that builds one. zod's documented switch for such environments,
 * `config({ jitless: true })`, must run before any schema is built: zod is loaded and configured
 * first, then the checks (a separate chunk that imports zod's).
 */
export function loadChecks(): Promise<Checks> {
  checks ??= import('./zod-jitless').then(() => import('@mathtools/contracts/checks'));
  return checks;
}
