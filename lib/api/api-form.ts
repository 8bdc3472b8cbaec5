import 'server-only';
import type { z } from 'zod';
import { maxUploadFileBytes } from '@/lib/domain/upload';
import { hasMalformedPartHeaders } from '@/lib/multipart-headers';
import { formObject, parseWith } from './api-input';
import { apiError } from './api-response';
import { boundedBody } from './bounded-body';

/** The largest form an API call may send: one file of the upload limit, and room for its fields and framing. */
export const MAX_API_FORM_BYTES = maxUploadFileBytes + 1024 * 1024;

const TOO_LARGE = 'The request is too large: send one file of at most 10MB.';

type FormRead<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The multipart body, refused before its work: too large (413), unreadable (400), or fields refused (422). */
export async function readForm<F extends z.ZodType>(request: Request, schema: F, files: readonly string[]): Promise<FormRead<z.output<F>>> {
  if (Number(request.headers.get('content-length')) > MAX_API_FORM_BYTES) {
    return { ok: false, response: apiError('payload-too-large', TOO_LARGE) };
  }
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return { ok: false, response: apiError('invalid-request', 'Send the request as multipart/form-data.') };
  }
  const body = await boundedBody(request, MAX_API_FORM_BYTES);
  if (body === null) {
    return { ok: false, response: apiError('payload-too-large', TOO_LARGE) };
  }
  if (hasMalformedPartHeaders(body, type)) {
    return {
      ok: false,
      response: apiError('invalid-request', 'A file name or form field holds a character that is not allowed, such as a NUL byte.'),
    };
  }
  let formData: FormData;
  try {
    formData = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, response: apiError('invalid-request', 'The multipart/form-data body could not be read.') };
  }
  const parsed = await parseWith(schema, formObject(formData, files));
  return parsed.ok ? { ok: true, data: parsed.data } : { ok: false, response: apiError('invalid-input', parsed.message) };
}
