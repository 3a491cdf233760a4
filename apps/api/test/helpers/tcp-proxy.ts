import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that can freeze like a network partition: while frozen, nothing is
 * forwarded either way on open connections and new connections are accepted but never reach the
 * target (no error, no reset: packets simply go nowhere). `heal` forwards again, and releases
 * what was held back, as a network that comes back does.
 */
export interface TcpProxy {
  port: number;
  freeze(): void;
  heal(): void;
  /** Connections accepted so far. */
  connections: () => number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | undefined;
  /** Bytes held back while frozen, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let frozen = false;
  let accepted = 0;
  const pairs = new Set<Pair>();

  const openUpstream = (pair: Pair) => {
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => {
      if (frozen) pair.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    for (const chunk of pair.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server = createServer((client) => {
    accepted++;
    const pair: Pair = { client, upstream: undefined, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (frozen || !pair.upstream) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (!frozen) openUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    connections: () => accepted,
    freeze() {
      frozen = true;
    },
    heal() {
      frozen = false;
      for (const pair of pairs) {
        if (pair.client.destroyed) continue;
        if (!pair.upstream) openUpstream(pair);
        else for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream?.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
