/**
 * Serves the prerendered web build (apps/web/dist): files as they are, `<route>/index.html` for a
 * route, a page's shell for the addresses below a page that takes a parameter, a real 404 status
 * with `404.html` for anything else. `/api/*` never reaches this.
 */
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Pages whose address takes one segment more (`/join/K7QX2M`, a class's join code): the web
 * build prerenders each once, as `<page>/index.html`, and the page reads the segment itself.
 */
const PARAM_PAGES = ['/join'];

async function kind(path: string): Promise<'file' | 'dir' | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

/** The decoded path, or null when it cannot name a file inside the build (bad escapes, `..`, NUL). */
function safePath(url: string): string | null {
  const raw = url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (/\/\/+/.test(decoded)) return null;
  return decoded;
}

export default fp(
  async function web(app: FastifyInstance) {
    const root = app.config.webDistDir;
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const inAssets = filePath.startsWith(`${join(root, 'assets')}${sep}`);
        reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });

    /** Status 404 with the build's 404.html (pre-compressed when the build made .br/.gz files). */
    async function notFoundPage(request: FastifyRequest, reply: FastifyReply) {
      if ((await kind(join(root, '404.html'))) !== 'file') return reply.callNotFound();
      // A conditional request would turn into a 304 and lose the page; always send it whole.
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
      return reply.code(404).sendFile('404.html');
    }

    async function serveWeb(request: FastifyRequest, reply: FastifyReply) {
      if (request.url === '/api' || /^\/api[/?]/.test(request.url)) return reply.callNotFound();
      const path = safePath(request.url);
      if (path === null) return notFoundPage(request, reply);
      // One canonical form per page: without the trailing slash.
      if (path.length > 1 && path.endsWith('/')) {
        // The path was decoded and is encoded again; the query is passed on exactly as it came
        // (encoding it again would turn `%20` into `%2520`).
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${encodeURI(path.replace(/\/+$/, ''))}${query}`, 301);
      }
      const full = normalize(join(root, path));
      if (full !== root && !full.startsWith(`${root}${sep}`)) return notFoundPage(request, reply);
      const found = await kind(full);
      if (found === 'file') return reply.sendFile(path.slice(1));
      if (found === 'dir') {
        const index = join(path, 'index.html');
        if ((await kind(join(root, index))) === 'file') return reply.sendFile(index.slice(1));
      }
      const parent = path.slice(0, path.lastIndexOf('/'));
      if (PARAM_PAGES.includes(parent.toLowerCase())) {
        const shell = join(parent, 'index.html');
        if ((await kind(join(root, shell))) === 'file') return reply.sendFile(shell.slice(1));
      }
      return notFoundPage(request, reply);
    }

    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveWeb });
  },
  { name: 'web', dependencies: ['config'] },
);
