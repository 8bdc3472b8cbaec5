import { and, eq } from 'drizzle-orm';
import type { ScimContext } from '@/lib/scim/route';
import { getDb } from '@/lib/db/client';
import { checklists, members, people } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import { createScimToken, revokeScimToken } from '@/lib/workspace/scim';

type Handler = (request: Request, context: ScimContext) => Promise<Response> | Response;

/** Calls a /scim/v2 route handler as Next.js does, with the token (when given) and a JSON body (when given). */
export function scimCall(
  handler: Handler,
  path: string,
  { token, id, method = 'GET', body }: { token?: string | null; id?: string; method?: string; body?: unknown } = {},
): Promise<Response> {
  const headers = new Headers({ accept: 'application/scim+json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/scim+json');
  const init: RequestInit = {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
  return Promise.resolve(
    handler(new Request(`http://localhost/scim/v2${path}`, init), id === undefined ? {} : { params: Promise.resolve({ id }) }),
  );
}

/** The SCIM error of a refusal, checked to have RFC 7644's shape and media type. */
export async function scimErrorOf(response: Response): Promise<{ status: string; scimType?: string; detail: string }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
  const body = (await response.json()) as { schemas: string[]; status: string; scimType?: string; detail: string };
  expect(body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
  expect(body.status).toBe(String(response.status));
  expect(body.detail.length).toBeGreaterThan(5);
  return body;
}

/** A SCIM answer's body, checked to have the SCIM media type. */
export async function scimBodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
  return (await response.json()) as T;
}

export async function tokenOf(admin: Member, name = 'Okta'): Promise<string> {
  return (await createScimToken(admin, name)).token;
}

export async function revokedTokenOf(admin: Member): Promise<string> {
  const { token, row } = await createScimToken(admin, 'Revoked');
  await revokeScimToken(admin, row.id);
  return token;
}

/** The member row and person of an address in the organization. */
export async function memberAndPerson(organizationId: string, email: string) {
  const db = await getDb();
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.email, email)));
  const [person] = await db
    .select()
    .from(people)
    .where(and(eq(people.organizationId, organizationId), eq(people.email, email)));
  const lists = person ? await db.select({ kind: checklists.kind }).from(checklists).where(eq(checklists.personId, person.id)) : [];
  return { member, person, checklists: lists.map((list) => list.kind).sort() };
}

/** Okta's create request (its SCIM 2.0 reference), for an address of the test's own. */
export function oktaUser(email: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    name: { givenName: 'Test', familyName: 'User' },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: 'Test User',
    locale: 'en-US',
    externalId: '00ujl29u0le5T6Aj10h7',
    groups: [],
    password: '1mz050nq',
    active: true,
    ...extra,
  };
}

/** Entra ID's create request (its "develop a sample SCIM endpoint" tutorial), with the enterprise extension. */
export function entraUser(userName: string, email: string, externalId: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
    externalId,
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: email }],
    meta: { resourceType: 'User' },
    name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
    roles: [],
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Research', manager: { value: 'x' } },
  };
}

export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
