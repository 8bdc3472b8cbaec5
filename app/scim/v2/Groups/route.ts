import { groupResource, listResponse } from '@/lib/domain/scim/resources';
import { scimGroupSchema } from '@/lib/schemas/scim/records';
import { excludesMembers, listQuery } from '@/lib/scim/lists';
import { scimJson } from '@/lib/scim/response';
import { scimBody, scimRoute } from '@/lib/scim/route';
import { createScimGroup, listScimGroups } from '@/lib/workspace/scim';
import { unsupportedMethods } from '@/lib/scim/unsupported';

/** Lists the organization's Groups, filtered and paged. */
export const GET = scimRoute(async ({ member, request, base }) => {
  const list = listQuery(request, 'groups');
  if (!list.ok) return list.response;
  const { criteria, startIndex, count } = list.query;
  const { total, groups } = await listScimGroups(member, criteria, startIndex, count);
  const withMembers = !excludesMembers(request);
  return scimJson(
    listResponse(
      groups.map((group) => groupResource(group, base, withMembers)),
      total,
      startIndex,
    ),
  );
});

/** Creates a Group with its members; an administrator maps it to a role in Settings › Security. */
export const POST = scimRoute(async ({ member, request, base }) => {
  const body = await scimBody(request, scimGroupSchema);
  if (!body.ok) return body.response;
  const created = await createScimGroup(member, body.data);
  return scimJson(groupResource(created, base), 201, { Location: `${base}/Groups/${created.id}` });
});

/** The other methods answer 405 with SCIM's error body. */
export const { PUT, PATCH, DELETE } = unsupportedMethods(['GET', 'POST']);
