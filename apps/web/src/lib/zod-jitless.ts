/**
 * Imported first by entry-client, before any chunk that loads @mathtools/contracts (routes, the
 * footer newsletter form).
 *
 * zod 4 probes `new Function('')` while it builds object schemas (to compile fast parsers).
 * Our CSP forbids eval, so the probe fails and zod parses without it, but the browser still
 * reports a CSP violation on every such page (Lighthouse best practices: "issues logged").
 * `jitless` skips the probe. It has to be set before the contracts module runs, and the bundler
 * puts zod and the contracts in one chunk, so it goes through zod's shared global config
 * (`globalThis.__zod_globalConfig`, which zod adopts if it exists) rather than `z.config()`.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
