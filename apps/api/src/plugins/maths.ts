import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Maths } from '../maths/pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker threads every piece of mathematics a request asks for runs on. */
    maths: Maths;
  }
}

export interface MathsOptions {
  /** A pool someone else started and will end (the tests share one between apps). */
  pool?: Maths;
}

/**
 * Starts the maths pool's threads with the app, and ends them when it closes; or, given a pool,
 * runs on it and leaves it to its owner.
 */
export default fp<MathsOptions>(
  async function maths(app: FastifyInstance, { pool: given }: MathsOptions) {
    if (given) {
      app.decorate('maths', given);
      return;
    }
    const pool = new Maths(app.config.maths);
    app.decorate('maths', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'maths', dependencies: ['config'] },
);
