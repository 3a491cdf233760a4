// The checkpoint thread from its TypeScript source, under the tests and `pnpm dev`: on Node 20 a
// thread's `--import tsx` does not reach the module it starts with, so this plain module loads the
// source through tsx's API (see ./checkpointer.ts).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.source, import.meta.url);
