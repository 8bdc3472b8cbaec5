import 'server-only';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

/** The first refusal of each field, each naming its field ("page: page must be a whole number from 1."). */
export function issuesMessage(error: z.ZodError): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    if (seen.has(field)) continue;
    seen.add(field);
    lines.push(issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`);
  }
  return lines.join(' ');
}

/** `values` parsed with `schema`, asynchronously (file checks are async refinements). */
export async function parseWith<S extends z.ZodType>(schema: S, values: unknown): Promise<Parsed<z.output<S>>> {
  const parsed = await schema.safeParseAsync(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: issuesMessage(parsed.error) };
}

/** The query string as an object: a name given twice keeps its first value. */
export function queryValues(url: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams) if (!(name in values)) values[name] = value;
  return values;
}

/** A multipart form's text fields (first value each) and, under each of `files`, every part of that name. */
export function formObject(form: FormData, files: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values) && !files.includes(name)) values[name] = value;
  for (const name of files) values[name] = form.getAll(name);
  return values;
}
