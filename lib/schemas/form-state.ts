import type { z } from 'zod';

/** What a form's server action answers: nothing yet, field messages, or the new record. */
export type FormState<T> =
  | { status: 'idle' }
  | { status: 'error'; fieldErrors: FieldErrors; formError?: string }
  | { status: 'success'; record: T; message: string };

export type FieldErrors = Partial<Record<string, string>>;

/** A server action as a page hands it to a form: client components never import app/ themselves. */
export type FormAction<T> = (previous: FormState<T>, formData: FormData) => Promise<FormState<T>>;

export const idleState = { status: 'idle' } as const;

/** The first message of each field, keyed by the field's name ('form' for issues about the whole form). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The form's text fields as a plain object; names listed in `arrays` (checkbox groups) become arrays. */
export function formValues(formData: FormData, arrays: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (arrays.includes(key)) values[key] = formData.getAll(key).filter((value) => typeof value === 'string');
    else {
      const value = formData.get(key);
      if (typeof value === 'string') values[key] = value;
    }
  }
  for (const key of arrays) values[key] ??= [];
  return values;
}

/** A record form's check in the browser: the schema's field messages, or null when the form is valid. */
export function formValidator(schema: z.ZodType, arrays: readonly string[] = []) {
  return (formData: FormData): FieldErrors | null => {
    const parsed = schema.safeParse(formValues(formData, arrays));
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  };
}
