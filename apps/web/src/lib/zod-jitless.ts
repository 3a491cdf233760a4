/**
 * Turns zod's compiled parsers off (`config({ jitless: true })`, see `contracts-checks.ts`). A
 * module of its own, loaded with `import()` before the checks: a named import keeps only `config`,
 * where `import('zod/mini')` would load the whole of zod/mini and put it in the checks' chunks.
 */
import { config } from 'zod/mini';

config({ jitless: true });
