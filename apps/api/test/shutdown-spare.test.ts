/**
 * A connection that never sends a request (a browser's spare socket, opened ahead of a request
 * that never came, or one a client left after aborting a stream) must not hold the server's
 * shutdown. Node counts such a connection as waiting for its first request's headers, not as idle,
 * so closing the server waited for it until the headers timeout, past the process's grace period
 * (it then exited 1, "shutdown took too long"). A request under way is still answered.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { apiPaths } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultTimeouts } from '../src/env.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/databases.js';

/** Far longer than the test's limit: a close that waits for it fails the test. */
const HEADERS_MS = 120_000;

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
const closedOf = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', resolve));

describe('shutting down', () => {
  it('ends connections that carry no request at once, and answers a request under way', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(
      testConfig(database.config, { timeouts: { ...defaultTimeouts, headersMs: HEADERS_MS } }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Two spare connections: one that never sent a byte, one that sent half a request line.
    const silent = await opened(port);
    const half = await opened(port);
    half.write('GET /api/hea');
    // And a keep-alive connection that has carried a request and waits for the next.
    const used = await fetch(`http://127.0.0.1:${port}${apiPaths.health}`);
    expect(used.status).toBe(200);
    await used.arrayBuffer();
    // A request under way: its headers are in, its body still coming when the close starts.
    const busy = await opened(port);
    let reply = '';
    busy.on('data', (chunk) => {
      reply += chunk.toString();
    });
    busy.write(
      `POST ${apiPaths.visitor} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closing = app.close();
    await Promise.all([closedOf(silent), closedOf(half)]);
    expect(Date.now() - started).toBeLessThan(HEADERS_MS / 4);
    // The request under way was not cut off: it finishes, and is answered.
    busy.end('}');
    await Promise.all([closing, closedOf(busy)]);
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    await database.cleanup();
  }, 60_000);
});
