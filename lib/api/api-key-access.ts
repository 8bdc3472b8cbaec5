import 'server-only';
import { bearerKey } from '@/lib/domain/organization/api-keys';
import { API_REQUESTS_PER_MINUTE, apiKeyRequests } from '@/lib/rate-limit/limiters';
import { waitText } from '@/lib/rate-limit/wait-text';
import { seconds, spend } from '@/lib/rate-limit/write-budget';
import { apiKeyHolder, apiKeyMember } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import type { ApiKeyScope } from '@/lib/schemas/organization/settings';
import { apiError } from './api-response';

/** What a call may do: read, or change records (read-write keys only). */
export type ApiAccess = 'read' | 'write';

export type KeyAccess =
  { ok: true; member: Member; keyId: string; scope: ApiKeyScope; headers: Record<string, string> } | { ok: false; response: Response };

const UNAUTHORIZED_HEADERS = { 'WWW-Authenticate': 'Bearer realm="api"' };

/**
 * The key of `Authorization: Bearer <key>`, checked in order: present and active (else 401 at once, before any
 * input is read), allowed to `access` (a read-only key's write: 403), and within its requests a minute (429 with
 * Retry-After). No cookie is ever read: a signed-in browser session is no key.
 */
export async function keyAccess(request: Request, access: ApiAccess): Promise<KeyAccess> {
  const key = bearerKey(request.headers.get('authorization'));
  if (!key) {
    return {
      ok: false,
      response: apiError(
        'unauthorized',
        'Send an API key as "Authorization: Bearer <key>". Admins create keys in Settings › API Keys.',
        UNAUTHORIZED_HEADERS,
      ),
    };
  }
  const holder = await apiKeyHolder(key);
  if (!holder) {
    return {
      ok: false,
      response: apiError('unauthorized', 'This API key is not valid: it is unknown or was revoked.', UNAUTHORIZED_HEADERS),
    };
  }
  if (access === 'write' && holder.scope !== 'read-write') {
    return {
      ok: false,
      response: apiError('forbidden', 'This API key is read-only. Create a read-write key in Settings › API Keys to make changes.'),
    };
  }
  const spent = await spend(apiKeyRequests, holder.keyId);
  const headers = {
    'X-RateLimit-Limit': String(API_REQUESTS_PER_MINUTE),
    'X-RateLimit-Remaining': String(Math.max(0, spent.res.remainingPoints)),
  };
  if (!spent.ok) {
    const retryAfter = seconds(spent.res);
    return {
      ok: false,
      response: apiError(
        'rate-limited',
        `This API key made more than ${API_REQUESTS_PER_MINUTE} requests in a minute. Try again in ${waitText(retryAfter)}.`,
        { ...headers, 'Retry-After': String(retryAfter) },
      ),
    };
  }
  return { ok: true, member: apiKeyMember(holder), keyId: holder.keyId, scope: holder.scope, headers };
}
