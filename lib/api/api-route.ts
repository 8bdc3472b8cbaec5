import 'server-only';
import type { z } from 'zod';
import type { Member } from '@/lib/workspace/member';
import { readForm } from './api-form';
import { parseWith, queryValues } from './api-input';
import { keyAccess } from './api-key-access';
import { apiError } from './api-response';
import { runApiWork, type ApiInput, type ApiRouteSpec } from './api-work';

export type { ApiAnswer, ApiRouteSpec } from './api-work';

export type ApiContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one way an /api/v1 route answers (docs/api.md): the bearer key (401), its scope (403), its requests a
 * minute (429), the path, query and form parsed with their schemas (400/422 naming the field), a write's budget
 * (429), then the work as the organization. Refusals are `{ "error": { "code", "message" } }`; anything else is a
 * fault and is thrown.
 */
export function apiRoute<P extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, F extends z.ZodType = z.ZodUndefined>(
  spec: ApiRouteSpec<P, Q, F>,
): (request: Request, context: ApiContext) => Promise<Response> {
  return async (request, context) => {
    const access = await keyAccess(request, spec.access);
    if (!access.ok) return access.response;
    const answer = await answerFor(spec, access.member, request, context);
    for (const [name, value] of Object.entries(access.headers)) answer.headers.set(name, value);
    return answer;
  };
}

async function answerFor<P extends z.ZodType, Q extends z.ZodType, F extends z.ZodType>(
  spec: ApiRouteSpec<P, Q, F>,
  member: Member,
  request: Request,
  context: ApiContext,
): Promise<Response> {
  const params = spec.params ? await parseWith(spec.params, await context.params) : { ok: true as const, data: undefined };
  // A path that matches no schema names nothing of the organization.
  if (!params.ok) return apiError('not-found', `Nothing was found at this path. ${params.message}`);
  const query = spec.query ? await parseWith(spec.query, queryValues(request.url)) : { ok: true as const, data: undefined };
  if (!query.ok) return apiError('invalid-query', query.message);
  let form: z.output<F> | undefined;
  if (spec.form) {
    const read = await readForm(request, spec.form, spec.files ?? []);
    if (!read.ok) return read.response;
    form = read.data;
  }
  const input = { params: params.data, query: query.data, form } as ApiInput<z.output<P>, z.output<Q>, z.output<F>>;
  return runApiWork(spec, member, input);
}
