import fp from 'fastify-plugin';
import type { AppConfig } from '../env.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the validated configuration available to every plugin and route as `app.config`. */
export default fp<{ config: AppConfig }>(
  async function config(app, opts) {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
