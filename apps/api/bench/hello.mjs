// The baselines: a bare Fastify server, same Node, same machine, same run. `/` is the
// hello-world the issue names; `/bytes/:n` answers a JSON body of n bytes, so a route with a large
// answer is also compared with bare Fastify sending as much (on 2 cores the load generator's own
// work grows with the body, which a 17-byte hello-world hides).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map();
app.get('/bytes/:n', async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 2, 1_000_000);
  if (!bodies.has(n)) bodies.set(n, JSON.stringify('x'.repeat(Math.max(n - 2, 0))));
  return reply.type('application/json').send(bodies.get(n));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`listening at http://127.0.0.1:${process.env.PORT}`);
