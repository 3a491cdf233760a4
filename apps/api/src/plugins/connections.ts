/**
 * Shutting down does not wait for connections that carry no request. A browser opens spare
 * connections ahead of requests that may never come, and a client that aborts a stream can leave
 * one behind; Node counts such a connection as waiting for its first request's headers, not as
 * idle, so closing the server waited for it until the headers timeout, past the process's grace
 * period. When the app starts closing, every connection with no request under way is ended; a
 * request under way finishes as before (and the connection closes after it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function connections(app: FastifyInstance) {
    /** Each open connection and the requests under way on it. */
    const underWay = new Map<Socket, number>();
    app.server.on('connection', (socket: Socket) => {
      underWay.set(socket, 0);
      socket.once('close', () => underWay.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const { socket } = request;
      underWay.set(socket, (underWay.get(socket) ?? 0) + 1);
      response.once('close', () => {
        const n = underWay.get(socket);
        if (n !== undefined) underWay.set(socket, n - 1);
      });
    });
    app.addHook('preClose', (done) => {
      for (const [socket, n] of underWay) if (n === 0) socket.destroy();
      done();
    });
  },
  { name: 'connections' },
);
