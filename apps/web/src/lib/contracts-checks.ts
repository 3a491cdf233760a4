type Checks = typeof import('@mathtools/contracts/checks');

let checks: Promise<Checks> | undefined;

/**
 * contracts' response checks, loaded when a page first calls the API (they are `zod/mini` schemas,
 * which no page needs on first load).
 *
 * zod probes `new Function('')` while it builds an object schema, to compile a fast parser. Our
 * CSP forbids eval, so the probe fails and zod parses without it, but the browser reports a CSP
 * violation on every page that builds one. zod's documented switch for such environments,
 * `config({ jitless: true })`, must run before any schema is built: zod is loaded and configured
 * first, then the checks (a separate chunk that imports zod's).
 */
export function loadChecks(): Promise<Checks> {
  checks ??= import('./zod-jitless').then(() => import('@mathtools/contracts/checks'));
  return checks;
}
