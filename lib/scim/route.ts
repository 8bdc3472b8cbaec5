import 'server-only';
import type { z } from 'zod';
import { boundedBody } from '@/lib/api/bounded-body';
import { ScimInputError } from '@/lib/domain/scim/errors';
import { bearerScimToken } from '@/lib/domain/scim/tokens';
import { env } from '@/lib/env';
import { apiKeyRequests } from '@/lib/rate-limit/limiters';
import { seconds, spend } from '@/lib/rate-limit/write-budget';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import { scimTokenMember } from '@/lib/workspace/scim';
import { scimError } from './response';

/** What a SCIM handler works with: the token's organization as a member, the request and the path's id. */
export type ScimCall = { member: Member; request: Request; id: string; base: string };
/** A route without a dynamic segment (`/Users`) is called without `params`. */
export type ScimContext = { params?: Promise<{ id?: string }> };

/** Large enough for a group of 10,000 members; anything larger is refused before it is held in memory. */
const MAX_BODY_BYTES = 1024 * 1024;

const UNAUTHORIZED = { 'WWW-Authenticate': 'Bearer realm="scim"' };

/** The SCIM root every resource's location starts with. */
export function scimBase(): string {
  return new URL('/scim/v2', env().SITE_URL).href;
}

/**
 * The one way a /scim/v2 route answers: the bearer SCIM token (401), its requests a minute (429), then the work
 * as the token's organization. A refusal of the work is a SCIM error with its status and `scimType`; anything
 * else is a fault, logged and answered as a SCIM 500.
 */
export function scimRoute(work: (call: ScimCall) => Promise<Response>): (request: Request, context: ScimContext) => Promise<Response> {
  return async (request, context) => {
    const token = bearerScimToken(request.headers.get('authorization'));
    if (!token)
      return scimError(
        401,
        'Send a SCIM token as "Authorization: Bearer <token>". Administrators create one in Settings › Security.',
        undefined,
        UNAUTHORIZED,
      );
    const member = await scimTokenMember(token);
    if (!member) return scimError(401, 'This SCIM token is not valid: it is unknown or was revoked.', undefined, UNAUTHORIZED);
    const spent = await spend(apiKeyRequests, member.subject);
    if (!spent.ok) {
      const retryAfter = seconds(spent.res);
      return scimError(429, `Too many requests with this token. Try again in ${retryAfter} seconds.`, undefined, {
        'Retry-After': String(retryAfter),
      });
    }
    const { id = '' } = (await context?.params) ?? {};
    try {
      return await work({ member, request, id, base: scimBase() });
    } catch (error) {
      if (error instanceof ScimInputError) return scimError(400, error.refusal.detail, error.refusal.scimType);
      if (error instanceof WorkspaceError) {
        if (error.kind === 'invalid') return scimError(400, error.message, 'invalidValue');
        return scimError(error.status, error.message, error.kind === 'conflict' ? 'uniqueness' : undefined);
      }
      // A fault of ours still answers in SCIM's shape, so the client logs a readable error. Only the message's first
      // line is logged: a failed query's parameters (people's addresses) follow on the next lines.
      const cause = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
      console.error(`SCIM ${request.method} ${new URL(request.url).pathname} failed: ${cause}`);
      return scimError(500, 'The request could not be completed. Try again later.');
    }
  };
}

/** The request's JSON body parsed with `schema`, or the SCIM error to answer (400 invalidSyntax or invalidValue, 413). */
export async function scimBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const bytes = await boundedBody(request, MAX_BODY_BYTES);
  if (!bytes) return { ok: false, response: scimError(413, 'The request body is larger than 1 MB.') };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: scimError(400, 'The request body is not valid JSON.', 'invalidSyntax') };
  }
  const parsed = await schema.safeParseAsync(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, response: scimError(400, `${where}${issue?.message ?? 'The request body is not valid.'}`, 'invalidValue') };
}
