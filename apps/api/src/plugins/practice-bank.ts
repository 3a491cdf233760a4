import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PracticeBank } from '../modules/practice/bank.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceBank: PracticeBank;
  }
}

/** The category problems, made in the maths pool from their seeds (nothing to load). */
export default fp(
  async function practiceBank(app: FastifyInstance) {
    app.decorate('practiceBank', new PracticeBank(app.maths));
  },
  { name: 'practice-bank', dependencies: ['db', 'maths'] },
);
