/**
 * Which database errors mean "the database cannot serve this right now" (answered 503 with
 * Retry-After, and shown by `/api/health`) rather than a bug (500). Both engines' codes are listed
 * here once. A full disk is one of them on every route: SQLITE_FULL, the I/O errors SQLite gives
 * when a file cannot grow, PostgreSQL's 53100, and ENOSPC/EDQUOT from the file system.
 */

/** Why the database cannot take a request, in words a health check may show. */
export type UnavailableReason =
  | 'the database cannot be reached'
  | 'the database timed out'
  | 'the disk is full'
  | 'the database is read-only'
  | 'the database had an I/O error'
  | 'the database is busy'
  | 'the database rolled back a failed write';

interface CodedError {
  code?: unknown;
  message?: unknown;
}

const sqliteReasons: [RegExp, UnavailableReason][] = [
  [/^SQLITE_FULL/, 'the disk is full'],
  // The shared-memory file could not grow: SQLite's documented cause is a full disk.
  [/^SQLITE_IOERR_SHMSIZE/, 'the disk is full'],
  [/^SQLITE_READONLY/, 'the database is read-only'],
  // Includes the writes that failed for lack of room without saying so (a quota: IOERR_WRITE).
  [/^SQLITE_(IOERR|CANTOPEN|CORRUPT|NOTADB)/, 'the database had an I/O error'],
  [/^SQLITE_(BUSY|LOCKED)/, 'the database is busy'],
];

/** File-system errors (errno codes) of a database or its files. */
const fileSystemReasons: Record<string, UnavailableReason> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk is full',
  EROFS: 'the database is read-only',
  EIO: 'the database had an I/O error',
};

/**
 * SQLite rolls a transaction back by itself after SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY and
 * SQLITE_NOMEM; a ROLLBACK sent after that fails with this message, and when it is the error that
 * surfaces, the write failed for one of those reasons.
 */
const sqliteAlreadyRolledBack = /cannot rollback - no transaction is active/i;

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

/** How many `cause`s deep an error is looked into. */
const MAX_CAUSES = 5;

/**
 * The reason when `err` says the database is unavailable, otherwise undefined (a real bug). An
 * error that wraps another (`cause`) is judged by what it wraps too.
 */
export function databaseUnavailable(err: unknown): UnavailableReason | undefined {
  let current = err;
  for (let depth = 0; depth <= MAX_CAUSES; depth++) {
    if (current === null || typeof current !== 'object') return undefined;
    const reason = ownReason(current as CodedError);
    if (reason) return reason;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function ownReason({ code, message }: CodedError): UnavailableReason | undefined {
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    for (const [pattern, reason] of sqliteReasons) if (pattern.test(code)) return reason;
    if (networkCodes.has(code)) return 'the database cannot be reached';
    const fileSystem = fileSystemReasons[code];
    if (fileSystem) return fileSystem;
    // PostgreSQL SQLSTATE: 08 connection exception, 57P0x server shutting down or the backend
    // terminated, 53 insufficient resources (53100 disk full), 57014 statement timeout, 25006 a
    // read-only server (a replica after failover), 58030 an I/O error on the server.
    if (code === '53100') return 'the disk is full';
    if (code === '57014') return 'the database timed out';
    if (code === '25006') return 'the database is read-only';
    if (code === '58030') return 'the database had an I/O error';
    if (/^(08|57P0|53)/.test(code)) return 'the database cannot be reached';
  }
  if (pgTimeoutMessage.test(text)) return 'the database timed out';
  if (pgLostMessage.test(text)) return 'the database cannot be reached';
  if (sqliteAlreadyRolledBack.test(text)) return 'the database rolled back a failed write';
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
