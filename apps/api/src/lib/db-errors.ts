/**
 * Which database errors mean "the database cannot serve this right now" (answered 503, and shown
 * by `/api/health`) rather than a bug (500). Both engines' codes are listed here once.
 */

/** Why the database cannot take a request, in words a health check may show. */
export type UnavailableReason =
  | 'the database cannot be reached'
  | 'the database timed out'
  | 'the disk is full'
  | 'the database is read-only'
  | 'the database had an I/O error'
  | 'the database is busy';

interface CodedError {
  code?: unknown;
  message?: unknown;
}

const sqliteReasons: [RegExp, UnavailableReason][] = [
  [/^SQLITE_FULL/, 'the disk is full'],
  [/^SQLITE_READONLY/, 'the database is read-only'],
  [/^SQLITE_(IOERR|CANTOPEN|CORRUPT|NOTADB)/, 'the database had an I/O error'],
  [/^SQLITE_(BUSY|LOCKED)/, 'the database is busy'],
];

/** Node socket errors from the PostgreSQL driver. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of the pg driver and pool for a lost or timed-out connection (they carry no code). */
const pgTimeoutMessage =
  /timeout exceeded when trying to connect|connection timeout|Query read timeout/i;
const pgLostMessage =
  /Connection terminated|Client has encountered a connection error|Client was closed|not queryable|Cannot use a pool after calling end/i;

/** The reason when `err` says the database is unavailable, otherwise undefined (a real bug). */
export function databaseUnavailable(err: unknown): UnavailableReason | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const { code, message } = err as CodedError;
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    for (const [pattern, reason] of sqliteReasons) if (pattern.test(code)) return reason;
    if (networkCodes.has(code)) return 'the database cannot be reached';
    // PostgreSQL SQLSTATE: 08 connection exception, 57P0x server shutting down or the backend
    // terminated, 53 insufficient resources (53100 disk full), 57014 statement timeout, 25006 a
    // read-only server (a replica after failover).
    if (code === '53100') return 'the disk is full';
    if (code === '57014') return 'the database timed out';
    if (code === '25006') return 'the database is read-only';
    if (/^(08|57P0|53)/.test(code)) return 'the database cannot be reached';
  }
  if (pgTimeoutMessage.test(text)) return 'the database timed out';
  if (pgLostMessage.test(text)) return 'the database cannot be reached';
  return undefined;
}

/**
 * True when a pg client that produced `err` must not be reused: anything that is not an ordinary
 * statement error from a live server (a timeout leaves the statement running on the connection, a
 * lost socket cannot answer again, a terminated backend is gone).
 */
export function connectionIsBroken(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return true;
  const { code } = err as CodedError;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return /^(08|57P0)/.test(code);
  }
  return true;
}
