/** A failed query as Drizzle reports it: its message and `params` carry the values written, credentials included. */
type QueryError = Error & { query: string; params: unknown[] };

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && Array.isArray((error as QueryError).params) && typeof (error as QueryError).query === 'string';

/**
 * What kind of failure an error is, safe to log: a database error's SQLSTATE code and constraint name (never its
 * message, detail or parameters, which repeat the values written), or else the error's name.
 */
export function failureKind(error: unknown): string {
  const cause = isQueryError(error) ? error.cause : error;
  const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return `database error ${code}${typeof constraint === 'string' ? ` (${constraint})` : ''}`;
  }
  return isQueryError(error) ? 'database error' : error instanceof Error ? error.name : typeof error;
}

/**
 * The error to throw on where a failed query would be logged (a server action's or an API route's fault): a failed
 * query becomes an error naming its kind alone, without the query's values or the database's detail; any other
 * error is returned as it is.
 */
export function withoutQueryValues(error: unknown): unknown {
  return isQueryError(error) ? new Error(`A database query failed: ${failureKind(error)}.`) : error;
}
