import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  loadPracticeBank,
  type PracticeBank,
  seedPracticeBank,
} from '../services/practice-bank.js';

declare module 'fastify' {
  interface FastifyInstance {
    practiceBank: PracticeBank;
  }
}

/** Seeds the practice bank (idempotent) and keeps it in memory: it never changes while running. */
export default fp(
  async function practiceBank(app: FastifyInstance) {
    await seedPracticeBank(app.db);
    app.decorate('practiceBank', await loadPracticeBank(app.db));
  },
  { name: 'practice-bank', dependencies: ['db'] },
);
