import { groupResource } from '@/lib/domain/scim/resources';
import { scimGroupSchema, scimPatchSchema } from '@/lib/schemas/scim/records';
import { excludesMembers } from '@/lib/scim/lists';
import { scimJson, scimNoContent } from '@/lib/scim/response';
import { scimBody, scimRoute } from '@/lib/scim/route';
import { deleteScimGroup, patchScimGroup, readScimGroup, replaceScimGroup } from '@/lib/workspace/scim';
import { unsupportedMethods } from '@/lib/scim/unsupported';

export const GET = scimRoute(async ({ member, request, id, base }) =>
  scimJson(groupResource(await readScimGroup(member, id), base, !excludesMembers(request))),
);

export const PUT = scimRoute(async ({ member, request, id, base }) => {
  const body = await scimBody(request, scimGroupSchema);
  if (!body.ok) return body.response;
  return scimJson(groupResource(await replaceScimGroup(member, id, body.data), base));
});

/** Adds, removes or replaces members, or renames the Group. */
export const PATCH = scimRoute(async ({ member, request, id, base }) => {
  const body = await scimBody(request, scimPatchSchema);
  if (!body.ok) return body.response;
  return scimJson(groupResource(await patchScimGroup(member, id, body.data.Operations), base));
});

export const DELETE = scimRoute(async ({ member, id }) => {
  await deleteScimGroup(member, id);
  return scimNoContent();
});

/** The other methods answer 405 with SCIM's error body. */
export const { POST } = unsupportedMethods(['GET', 'PUT', 'PATCH', 'DELETE']);
