import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPracticeBank, type PracticeBank } from '../modules/practice/bank.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceBank: PracticeBank;
  }
}

/** The practice bank (seeded by the db plugin) in memory: it never changes while running. */
export default fp(
  async function practiceBank(app: FastifyInstance) {
    app.decorate('practiceBank', await loadPracticeBank(app.db));
  },
  { name: 'practice-bank', dependencies: ['db'] },
);
