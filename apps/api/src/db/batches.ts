/**
 * Rows per statement of a bulk write. Each row is one bound parameter per column, and both engines
 * cap the parameters of one statement: SQLite at 32,766 (SQLITE_MAX_VARIABLE_NUMBER), PostgreSQL's
 * protocol at 65,535. 500 rows of up to 60 columns stay under both, and a statement of 500 rows
 * is already past the point where a bigger one saves time.
 */
export const BATCH_ROWS = 500;

/** `rows` in slices of at most `size`, each written by `write` in turn (never all at once). */
export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
  size = BATCH_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size)
    await write(rows.slice(start, start + size));
}
