import { createServer, type Server, type Socket } from 'node:net';

export type FakeRedisMode =
  /** Accepts connections and never answers anything. */
  | 'silent'
  /** Answers the client's ready check (INFO), then nothing else: a Redis that hangs mid-service. */
  | 'hangs-after-ready'
  /** Accepts and closes each connection at once: a Redis that keeps dropping its clients. */
  | 'drops';

export interface FakeRedis {
  url: string;
  /** Connections accepted so far. */
  connections: () => number;
  close(): Promise<void>;
}

/** A broken Redis on 127.0.0.1 for fault tests. */
export async function startFakeRedis(mode: FakeRedisMode): Promise<FakeRedis> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'drops') {
      socket.destroy();
      return;
    }
    if (mode === 'hangs-after-ready') {
      socket.on('data', (chunk) => {
        if (/info/i.test(chunk.toString())) {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        }
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
