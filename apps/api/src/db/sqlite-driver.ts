import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for this Node. better-sqlite3 12 wraps its objects with Node's internal
 * ObjectWrap, and on Node 24 the garbage collector can finalise a statement at a moment when
 * Node's environment is not reachable, which aborts the process ("Assertion failed: (env) !=
 * nullptr" in RemoveEnvironmentCleanupHook; seen here in the kill -9 durability test). Version 13
 * is built on N-API and does not do this, but it needs Node 22 or later (it crashes on Node 20).
 * Both are installed (13 under the alias better-sqlite3-napi, with prebuilt binaries in the
 * package) and the one that is safe for the running Node is loaded. The API is the same.
 */
export async function loadSqliteDriver(): Promise<typeof BetterSqlite3> {
  const driver =
    sqliteDriverName() === 'better-sqlite3-napi'
      ? await import('better-sqlite3-napi')
      : await import('better-sqlite3');
  return driver.default;
}

/** The package name of the driver loadSqliteDriver loads on this Node. */
export function sqliteDriverName(): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(process.versions.node.split('.')[0]) >= 22
    ? 'better-sqlite3-napi'
    : 'better-sqlite3';
}
