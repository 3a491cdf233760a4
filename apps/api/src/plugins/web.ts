/**
 * Serves the prerendered web build (apps/web/dist): files as they are, `<route>/index.html` for a
 * route, a page's shell for the addresses below a page that takes a parameter, a real 404 status
 * with `404.html` for anything else. `/api/*` never reaches this. Every page is also built in the
 * site's other languages under their code (`/es/solve`, `/es/` the Spanish home page), with a 404
 * page of their own (`es/404.html`).
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

/**
 * The codes the web build puts before its routes for the languages other than English. A
 * language's home page is `/<code>/`, with its slash (`/es` is sent there); its unknown addresses
 * get its own 404 page.
 */
const LANGUAGES = ['es', 'fr', 'de', 'pt'];

/** `{ code: 'es', route: '/solve' }` for `/es/solve`; the code is null for an English address. */
function splitLanguage(path: string): { code: string | null; route: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/i.exec(path);
  const code = match?.[1]?.toLowerCase();
  if (!code || !LANGUAGES.includes(code)) return { code: null, route: path };
  return { code, route: match?.[2] ?? '' };
}

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

    /**
     * Status 404 with the build's 404.html, the one of the address's language when the build has
     * it (pre-compressed when the build made .br/.gz files).
     */
    async function notFoundPage(request: FastifyRequest, reply: FastifyReply, path = '/') {
      const { code } = splitLanguage(path);
      const localized = code ? `${code}/404.html` : null;
      const file =
        localized && (await kind(join(root, localized))) === 'file' ? localized : '404.html';
      if ((await kind(join(root, file))) !== 'file') return reply.callNotFound();
      // A conditional request would turn into a 304 and lose the page; always send it whole.
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
      return reply.code(404).sendFile(file);
    }

    async function serveWeb(request: FastifyRequest, reply: FastifyReply) {
      if (request.url === '/api' || /^\/api[/?]/.test(request.url)) return reply.callNotFound();
      const path = safePath(request.url);
      if (path === null) return notFoundPage(request, reply);
      // One canonical form per page: without the trailing slash, but a language's home page with
      // it (`/es/`, as the root is `/`).
      // The path was decoded and is encoded again; the query is passed on exactly as it came
      // (encoding it again would turn `%20` into `%2520`).
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { code, route } = splitLanguage(path);
      if (code && route === '') return reply.redirect(`/${code}/${query}`, 301);
      if (path.length > 1 && path.endsWith('/') && !(code && route === '/')) {
        return reply.redirect(`${encodeURI(path.replace(/\/+$/, ''))}${query}`, 301);
      }
      const full = normalize(join(root, path));
      if (full !== root && !full.startsWith(`${root}${sep}`))
        return notFoundPage(request, reply, path);
      const found = await kind(full);
      if (found === 'file') return reply.sendFile(path.slice(1));
      if (found === 'dir') {
        const index = join(path, 'index.html');
        if ((await kind(join(root, index))) === 'file') return reply.sendFile(index.slice(1));
      }
      const parent = path.slice(0, path.lastIndexOf('/'));
      if (PARAM_PAGES.includes(splitLanguage(parent).route.toLowerCase())) {
        const shell = join(parent, 'index.html');
        if ((await kind(join(root, shell))) === 'file') return reply.sendFile(shell.slice(1));
      }
      return notFoundPage(request, reply, path);
    }

    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveWeb });
  },
  { name: 'web', dependencies: ['config'] },
);
