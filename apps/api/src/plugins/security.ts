/**
 * The headers every answer carries: `x-request-id`, and security headers. Pages get helmet's set,
 * with a CSP that allows exactly what Stripe.js needs (its script from js.stripe.com, its frames
 * from js.stripe.com and hooks.stripe.com, its API at api.stripe.com, its images) plus the hashes
 * of the web build's inline scripts, listed by the build in `csp.json`; JSON answers get the short
 * REST set. Both sets are computed once, at start-up. One framing policy everywhere: no site may
 * frame any answer (`frame-ancestors 'none'` and, for older browsers, `X-Frame-Options: DENY`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { z } from 'zod';

const CspManifest = z.object({
  scriptHashes: z.array(z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/)),
});

/** Hashes from `<webDistDir>/csp.json`, quoted for the header; none when the build is absent. */
export function readScriptHashes(webDistDir: string): string[] {
  try {
    const manifest = CspManifest.parse(
      JSON.parse(readFileSync(join(webDistDir, 'csp.json'), 'utf8')),
    );
    return manifest.scriptHashes.map((hash) => `'${hash}'`);
  } catch {
    return [];
  }
}

export function cspDirectives(scriptHashes: string[], https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', ...scriptHashes],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only over https: on http://localhost it would send the browser to a port that is not there.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The headers a helmet middleware writes, collected once: they never vary per request, and
 * @fastify/helmet's two hooks (one async) ran on every request, about 5% of a read's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export default fp(
  async function security(app: FastifyInstance) {
    const https = app.config.publicOrigin.startsWith('https:');
    const hashes = readScriptHashes(app.config.webDistDir);
    if (hashes.length === 0) {
      app.log.warn('no csp.json in the web build: inline scripts will be blocked');
    }
    const hsts = https ? { maxAge: 15_552_000, includeSubDomains: true } : false;
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(hashes, https) },
      strictTransportSecurity: hsts,
      // helmet's default is SAMEORIGIN, which would contradict frame-ancestors 'none'.
      xFrameOptions: { action: 'deny' },
    });
    // JSON answers are never rendered as documents, so helmet's page headers and the Stripe CSP
    // do nothing there but outweigh the body (≈1 KB of headers on a 200-byte problem). API routes
    // get the short set OWASP recommends for REST instead.
    const apiHeaders: Record<string, string> = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(hsts ? { 'strict-transport-security': pageHeaders['strict-transport-security']! } : {}),
    };
    // One hook for every answer's fixed headers (each hook adds a step to every request). The
    // request id lets a visitor's report be matched with the server's log lines.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);
