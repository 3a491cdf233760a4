// The baseline: a bare Fastify hello-world, same Node, same machine, same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`listening at http://127.0.0.1:${process.env.PORT}`);
