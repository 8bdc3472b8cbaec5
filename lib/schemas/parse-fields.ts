import { z } from '@/lib/schemas/zod';

export type FieldErrors = Record<string, string[] | undefined>;

/** Parses form input with a schema; on failure answers the first-level field messages instead of throwing. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { success: true; data: z.output<T> } | { success: false; fieldErrors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: z.flattenError(result.error).fieldErrors as FieldErrors };
}
