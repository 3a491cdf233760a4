import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Maths } from '../maths/pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker threads every piece of mathematics a request asks for runs on. */
    maths: Maths;
  }
}

/** Starts the maths pool's threads with the app, and ends them when it closes. */
export default fp(
  async function maths(app: FastifyInstance) {
    const pool = new Maths(app.config.maths);
    app.decorate('maths', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'maths', dependencies: ['config'] },
);
