import type { ApiContext } from '@/lib/api/api-route';
import type { ApiKeyScope } from '@/lib/schemas/organization/settings';
import { addFrameworks, frameworkSettings, saveFrameworkSettings } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { createApiKey, revokeApiKey } from '@/lib/workspace/organization';

type Handler = (request: Request, context: ApiContext) => Promise<Response> | Response;

/** Calls a route handler as Next.js does: the request, and the path's parameters. */
export function call(
  handler: Handler,
  path: string,
  { key, params = {}, init = {} }: { key?: string | null; params?: Record<string, string>; init?: RequestInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (key) headers.set('authorization', `Bearer ${key}`);
  return Promise.resolve(handler(new Request(`http://localhost/api/v1${path}`, { ...init, headers }), { params: Promise.resolve(params) }));
}

/** The `{ error: { code, message } }` of a refusal, checked to have that shape. */
export async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error;
}

/** An active key of the admin's organization. */
export async function keyOf(admin: Member, scope: ApiKeyScope, name = `${scope} key`): Promise<{ key: string; id: string }> {
  const { key, apiKey } = await createApiKey(admin, name, scope);
  return { key, id: apiKey.id };
}

export async function revokedKeyOf(admin: Member): Promise<string> {
  const { key, id } = await keyOf(admin, 'read-write', 'Revoked');
  await revokeApiKey(admin, id);
  return key;
}

/** Follows the frameworks, and turns API access on for `open` (Framework Settings › Advanced). */
export async function followWithApiAccess(admin: Member, follow: readonly string[], open: readonly string[]): Promise<void> {
  await addFrameworks(admin, follow);
  for (const id of open) {
    const current = await frameworkSettings(admin, id);
    if (!current) throw new Error(`${id} is not followed`);
    await saveFrameworkSettings(admin, id, { ...current.settings, apiAccess: true }, current.version);
  }
}
