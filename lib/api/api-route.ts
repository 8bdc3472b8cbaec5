import 'server-only';
import type { z } from 'zod';
import { expireTrustPage } from '@/lib/actions/trust-revalidation';
import { spendMemberWrite } from '@/lib/rate-limit/member-budget';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import { readForm } from './api-form';
import { parseWith, queryValues } from './api-input';
import { keyAccess, type ApiAccess } from './api-key-access';
import { apiError, apiJson } from './api-response';
import { withoutQueryValues } from '@/lib/db/query-failure';

/** What the work answers: a JSON body (200 unless `status` says otherwise), or a finished Response (a file). */
export type ApiAnswer = { status?: number; body: unknown } | Response;

type Input<P, Q, F> = { params: P; query: Q; form: F };

export type ApiRouteSpec<P extends z.ZodType, Q extends z.ZodType, F extends z.ZodType> = {
  /** 'write' needs a read-write key; the write also spends the organization's write (and upload) budget. */
  access: ApiAccess;
  /** The path's parameters, e.g. `{ controlId }`. */
  params?: P;
  /** The query string's fields; refused with 400. */
  query?: Q;
  /** A multipart form's fields; refused with 422. */
  form?: F;
  /** Form fields that are files, handed to the form schema as lists of parts. */
  files?: readonly string[];
  /** The bytes a write uploads, charged to the upload budget. */
  uploadBytes?: (form: z.output<F>) => number;
  /** The work, as the key's organization; a WorkspaceError becomes its status. */
  work: (member: Member, input: Input<z.output<P>, z.output<Q>, z.output<F>>) => Promise<ApiAnswer>;
};

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
  if (spec.access === 'write') {
    const budget = await spendMemberWrite(
      { id: member.subject, organizationId: member.organizationId },
      form !== undefined ? (spec.uploadBytes?.(form) ?? 0) : 0,
    );
    if (!budget.ok) return apiError('rate-limited', budget.message, { 'Retry-After': String(budget.retryAfter) });
  }
  try {
    const input = { params: params.data, query: query.data, form } as Input<z.output<P>, z.output<Q>, z.output<F>>;
    const done = await spec.work(member, input);
    if (spec.access === 'write') expireTrustPage(member.organizationId);
    return done instanceof Response ? done : apiJson(done.body, done.status ?? 200);
  } catch (error) {
    if (error instanceof WorkspaceError) return apiError(workspaceCode[error.kind], error.message);
    // The fault is logged by the framework: a failed query's values stay out of the log.
    throw withoutQueryValues(error);
  }
}

const workspaceCode = {
  forbidden: 'forbidden',
  'not-found': 'not-found',
  conflict: 'conflict',
  invalid: 'invalid-input',
  limited: 'rate-limited',
} as const;
