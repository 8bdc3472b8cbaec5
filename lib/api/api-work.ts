import 'server-only';
import type { z } from 'zod';
import { expireTrustPage } from '@/lib/actions/trust-revalidation';
import { withoutQueryValues } from '@/lib/db/query-failure';
import { spendMemberWrite } from '@/lib/rate-limit/member-budget';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import type { ApiAccess } from './api-key-access';
import { apiError, apiJson } from './api-response';

/** What the work answers: a JSON body (200 unless `status` says otherwise), or a finished Response (a file). */
export type ApiAnswer = { status?: number; body: unknown } | Response;

export type ApiInput<P, Q, F> = { params: P; query: Q; form: F };

/** One operation of the API: what it needs of the key, the schemas its input is parsed with, and its work. */
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
  uploadBytes?(form: z.output<F>): number;
  /** The work, as the key's organization; a WorkspaceError becomes its status. A method, so any spec fits a list of specs. */
  work(member: Member, input: ApiInput<z.output<P>, z.output<Q>, z.output<F>>): Promise<ApiAnswer>;
};

/** A spec of any operation, as a list of every operation holds it (the MCP server's tools). */
export type AnyApiRouteSpec = ApiRouteSpec<z.ZodType, z.ZodType, z.ZodType>;

/** Declares an operation, keeping the types of its schemas for its work. */
export function apiOperation<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  F extends z.ZodType = z.ZodUndefined,
>(spec: ApiRouteSpec<P, Q, F>): ApiRouteSpec<P, Q, F> {
  return spec;
}

/**
 * The work of an operation whose input was parsed: a write's budget first (429), then the work as the
 * organization, a `WorkspaceError` answered with its status. Anything else is a fault and is thrown, without a
 * failed query's values.
 */
export async function runApiWork<P extends z.ZodType, Q extends z.ZodType, F extends z.ZodType>(
  spec: ApiRouteSpec<P, Q, F>,
  member: Member,
  input: ApiInput<z.output<P>, z.output<Q>, z.output<F>>,
): Promise<Response> {
  if (spec.access === 'write') {
    const budget = await spendMemberWrite(
      { id: member.subject, organizationId: member.organizationId },
      input.form !== undefined ? (spec.uploadBytes?.(input.form) ?? 0) : 0,
    );
    if (!budget.ok) return apiError('rate-limited', budget.message, { 'Retry-After': String(budget.retryAfter) });
  }
  try {
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
