import type { z } from 'zod';

type AuthSchemas = typeof import('@/lib/schemas/auth');
export type ParsedInput<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

const SCHEMAS_UNAVAILABLE = 'The form could not be checked. Check your connection and try again.';

/** The schemas (and zod) load on the form's first focus or submit, so the sign-in pages' first load stays small. */
const loadAuthSchemas = () => import('@/lib/schemas/auth');

/** Starts loading the schemas ahead of the submit; a failure shows at the submit instead. */
export function preloadAuthSchemas() {
  loadAuthSchemas().catch(() => undefined);
}

/** Parses a form's input with one of the auth schemas: the data, or the first message per field (`form` for the rest). */
export async function parseAuthInput<T>(pick: (schemas: AuthSchemas) => z.ZodType<T>, input: unknown): Promise<ParsedInput<T>> {
  let schemas: AuthSchemas;
  try {
    schemas = await loadAuthSchemas();
  } catch {
    return { ok: false, errors: { form: SCHEMAS_UNAVAILABLE } };
  }
  const result = pick(schemas).safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: schemas.fieldErrors(result.error) };
}
