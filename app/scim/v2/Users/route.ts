import { fieldsFromInput } from '@/lib/domain/scim/users';
import { listResponse, userResource } from '@/lib/domain/scim/resources';
import { scimUserSchema } from '@/lib/schemas/scim/records';
import { listQuery } from '@/lib/scim/lists';
import { scimJson } from '@/lib/scim/response';
import { scimBody, scimRoute } from '@/lib/scim/route';
import { createScimUser, listScimUsers } from '@/lib/workspace/scim';
import { unsupportedMethods } from '@/lib/scim/unsupported';

/** Lists the organization's Users, filtered and paged as providers ask (RFC 7644 §3.4.2). */
export const GET = scimRoute(async ({ member, request, base }) => {
  const list = listQuery(request, 'users');
  if (!list.ok) return list.response;
  const { criteria, startIndex, count } = list.query;
  const { total, users } = await listScimUsers(member, criteria, startIndex, count);
  return scimJson(
    listResponse(
      users.map((user) => userResource(user, base)),
      total,
      startIndex,
    ),
  );
});

/** Creates a User: a member with the default role, and their person in People. */
export const POST = scimRoute(async ({ member, request, base }) => {
  const body = await scimBody(request, scimUserSchema);
  if (!body.ok) return body.response;
  const created = await createScimUser(member, fieldsFromInput(body.data));
  return scimJson(userResource(created, base), 201, { Location: `${base}/Users/${created.id}` });
});

/** The other methods answer 405 with SCIM's error body. */
export const { PUT, PATCH, DELETE } = unsupportedMethods(['GET', 'POST']);
