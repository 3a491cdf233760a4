/**
 * Slow clients are cut off: a body trickled a byte at a time once kept its connection forever
 * (Fastify's request timeout is 0 by default), and 1,000 of them made health probes fail. Headers
 * and whole requests have time limits now (short ones here; production's are in env.test.ts) and
 * the server keeps serving others meanwhile.
 */
import { connect, type Socket } from 'node:net';
import { apiPaths } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { defaultTimeouts } from '../../src/env.js';
import { useTestApp } from '../helpers/app.js';

const TRICKLERS = 40;

describe('slow clients', () => {
  const t = useTestApp('sqlite', {
    timeouts: { ...defaultTimeouts, headersMs: 500, requestMs: 1_000 },
  });

  /** Opens a connection that sends `head`, then one byte of `tail` every 100 ms; resolves on close. */
  function trickle(port: number, head: string, tail: string) {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    // The trickle starts once the head is written: on a loaded machine the connection can take
    // longer than one tick, and a byte written before it would reach the server first (400).
    let timer: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < tail.length && !socket.destroyed) socket.write(tail[sent++]!);
      }, 100);
    });
    return new Promise<{ received: string; sent: number }>((resolve) => {
      socket.once('close', () => {
        clearInterval(timer);
        resolve({ received, sent });
      });
    });
  }

  it('closes trickling bodies and headers, and keeps answering health checks meanwhile', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify({ email: 'slow@example.com' }).padEnd(200, ' ');
    const bodies = Array.from({ length: TRICKLERS }, () =>
      trickle(
        port,
        `POST ${apiPaths.newsletter} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
        body,
      ),
    );
    const headers = Array.from({ length: TRICKLERS }, () =>
      trickle(port, 'GET /api/health HTTP/1.1\r\n', `x-slow: ${'a'.repeat(200)}\r\n\r\n`),
    );

    let healthy = 0;
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`http://127.0.0.1:${port}${apiPaths.health}`);
      if (res.status === 200) healthy++;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(healthy).toBe(10);

    for (const closed of await Promise.all([...bodies, ...headers])) {
      // Cut off long before the whole body or header went through (a byte per 100 ms).
      expect(closed.sent).toBeLessThan(100);
      expect(closed.received).toMatch(/^(HTTP\/1\.1 408|$)/);
    }
    const stored = await t.app.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(stored).toEqual([]);
  }, 10_000);
});
