/** One check's result on one resource in a run. */
export type RunResult = { checkId: string; resource: string; outcome: 'pass' | 'fail' | 'unknown'; reason: string };

/** A result that still stands after a run, with when it was read (null for a resource never evaluated). */
export type CarriedResult = RunResult & { readAt: string | null };

/**
 * What stands after a run: per check and resource, the latest result a run actually read, and per check when a run
 * last read it successfully (ISO times; a check never read has no entry).
 */
export type CarriedResults = { results: CarriedResult[]; lastReadAt: Record<string, string> };
