/** Rows per statement: fast, and far below PostgreSQL's 65,535 parameters per statement. */
export const BULK_BATCH_SIZE = 500;

/** `rows` in consecutive slices of at most `size`. */
export function batchesOf<T>(rows: readonly T[], size = BULK_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
