/**
 * The process shell: read the environment, build the app, listen, and shut down gracefully on
 * SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the database).
 */
import { inspect } from 'node:util';
import { buildApp } from './app.js';
import { EnvError, loadEnv } from './env.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(env.config, true);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: env.port, host: env.host });
}

main().catch((err) => {
  // inspect, not the stack alone: it follows `cause`, which says why (a migration's own error).
  console.error(JSON.stringify({ level: 60, msg: 'failed to start', err: inspect(err) }));
  process.exit(1);
});
