import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger, RequestLogController } from '../src/lib/request-logger.js';

/** A pino logger as Fastify builds it, writing JSON lines into `lines`. */
function pinoLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const { log } = Fastify({ logger: { level, stream } });
  return { log, lines, flushed: () => new Promise((r) => setImmediate(r)) };
}

describe('lazyChildLogger', () => {
  it('builds no pino child while nothing is written at an enabled level', () => {
    const { log } = pinoLogger('warn');
    const child = vi.spyOn(log, 'child');
    const requestLog = lazyChildLogger(log, { reqId: 'r1' }, {});
    requestLog.info({ a: 1 }, 'not written');
    requestLog.debug('not written');
    expect(child).not.toHaveBeenCalled();
    expect(requestLog.level).toBe('warn');
  });

  it('writes enabled lines through a real child that carries the bindings', async () => {
    const { log, lines, flushed } = pinoLogger('info');
    const requestLog = lazyChildLogger(log, { reqId: 'r2' }, {});
    requestLog.info({ step: 1 }, 'first');
    requestLog.error(new Error('boom'), 'second');
    requestLog.child({ part: 'db' }).warn('third');
    await flushed();
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r2', 'first'],
      ['r2', 'second'],
      ['r2', 'third'],
    ]);
    expect(lines[0]?.step).toBe(1);
    expect(lines[2]?.part).toBe('db');
  });

  it('follows a level change made on the request logger', async () => {
    const { log, lines, flushed } = pinoLogger('warn');
    const requestLog = lazyChildLogger(log, { reqId: 'r3' }, {});
    requestLog.level = 'debug';
    requestLog.debug('now written');
    await flushed();
    expect(lines.map((l) => l.msg)).toEqual(['now written']);
    expect(log.level).toBe('warn');
  });

  it('gives a route with its own level a real child at once', () => {
    const { log } = pinoLogger('warn');
    const requestLog = lazyChildLogger(log, { reqId: 'r4' }, { level: 'trace' });
    expect(requestLog.level).toBe('trace');
  });
});

describe('RequestLogController', () => {
  /** A server as `serverOptions` sets one up, with `/` and a route that logs at `info` itself. */
  async function server(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    const infoCalls: unknown[][] = [];
    const app = Fastify({
      logger: { level, stream },
      logController: new RequestLogController(),
      childLoggerFactory(logger, bindings, options) {
        const child = lazyChildLogger(logger, bindings, options);
        const info = child.info.bind(child);
        child.info = ((...args: unknown[]) => {
          infoCalls.push(args);
          (info as (...a: unknown[]) => void)(...args);
        }) as typeof child.info;
        return child;
      },
    });
    app.get('/', async () => 'ok');
    app.get('/verbose', { logLevel: 'info' }, async () => 'ok');
    await app.ready();
    return { app, lines, infoCalls, flushed: () => new Promise((r) => setImmediate(r)) };
  }

  it('writes "incoming request" and "request completed" with the request id at info', async () => {
    const { app, lines, flushed } = await server('info');
    await app.inject({ method: 'GET', url: '/' });
    await flushed();
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBeTypeOf('string');
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    await app.close();
  });

  it('does not even call the request logger when info is off, but follows a route level', async () => {
    const { app, lines, infoCalls, flushed } = await server('warn');
    await app.inject({ method: 'GET', url: '/' });
    expect(infoCalls).toEqual([]);
    await app.inject({ method: 'GET', url: '/verbose' });
    await flushed();
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
