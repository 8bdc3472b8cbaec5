import 'server-only';
import { z } from 'zod';
import { MAX_API_FORM_BYTES } from '@/lib/api/api-form';
import { parseWith } from '@/lib/api/api-input';
import { apiError } from '@/lib/api/api-response';
import type { AnyApiRouteSpec, ApiInput } from '@/lib/api/api-work';
import type { ApiOperation } from '@/lib/api/operations';

/** The longest base64 text of a file the API takes: 4 characters for each 3 bytes of the largest form. */
export const MAX_FILE_BASE64_CHARS = Math.ceil(MAX_API_FORM_BYTES / 3) * 4;

/** A file part of a form, as a tool takes it: JSON has no bytes, so the content comes base64-encoded. */
const fileArgument = z.object({
  name: z
    .string()
    .min(1, 'name may not be empty.')
    .max(255, 'name is at most 255 characters.')
    .meta({ description: 'The file name with its extension, e.g. access-review.pdf: the extension must match the content.' }),
  contentBase64: z
    .base64('contentBase64 must be base64.')
    .max(MAX_FILE_BASE64_CHARS, 'The file is too large: send at most 10MB.')
    .meta({ description: 'The file’s bytes, base64-encoded: PDF, DOC, DOCX, PNG or JPEG, at most 10MB.' }),
});

type FileArgument = z.output<typeof fileArgument>;

/** A tool's arguments: the operation's path, query and form fields side by side, as the same schemas check them. */
export function toolInputSchema(operation: ApiOperation): z.ZodObject {
  const files = Object.fromEntries((operation.form?.files ?? []).map((name) => [name, fileArgument]));
  return z.object({ ...operation.params?.shape, ...operation.query?.shape, ...operation.form?.fields.shape, ...files });
}

type ToolInput = { ok: true; input: ApiInput<unknown, unknown, unknown> } | { ok: false; response: Response };

function picked(args: Record<string, unknown>, schema: z.ZodObject | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema?.shape ?? {}).flatMap((name) => (name in args ? [[name, args[name]]] : [])));
}

const asFile = (file: FileArgument) => new File([Buffer.from(file.contentBase64, 'base64')], file.name);

/**
 * A tool's arguments as the route's input, parsed with the route's own schemas and refused as the route refuses
 * (a path parameter 404, a query field 400, a form field or file 422), so a tool checks exactly what the API does.
 */
export async function apiInputOf(operation: ApiOperation, spec: AnyApiRouteSpec, args: Record<string, unknown>): Promise<ToolInput> {
  const params = spec.params ? await parseWith(spec.params, picked(args, operation.params)) : { ok: true as const, data: undefined };
  if (!params.ok) return { ok: false, response: apiError('not-found', `Nothing was found for these arguments. ${params.message}`) };
  const query = spec.query ? await parseWith(spec.query, picked(args, operation.query)) : { ok: true as const, data: undefined };
  if (!query.ok) return { ok: false, response: apiError('invalid-query', query.message) };
  let form: unknown;
  if (spec.form && operation.form) {
    const files = Object.fromEntries(operation.form.files.map((name) => [name, args[name] ? [asFile(args[name] as FileArgument)] : []]));
    const parsed = await parseWith(spec.form, { ...picked(args, operation.form.fields), ...files });
    if (!parsed.ok) return { ok: false, response: apiError('invalid-input', parsed.message) };
    form = parsed.data;
  }
  return { ok: true, input: { params: params.data, query: query.data, form } };
}
