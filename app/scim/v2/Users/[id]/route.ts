import { fieldsFromInput } from '@/lib/domain/scim/users';
import { userResource } from '@/lib/domain/scim/resources';
import { scimPatchSchema, scimUserSchema } from '@/lib/schemas/scim/records';
import { scimJson, scimNoContent } from '@/lib/scim/response';
import { scimBody, scimRoute } from '@/lib/scim/route';
import { deleteScimUser, patchScimUser, readScimUser, replaceScimUser } from '@/lib/workspace/scim';
import { unsupportedMethods } from '@/lib/scim/unsupported';

export const GET = scimRoute(async ({ member, id, base }) => scimJson(userResource(await readScimUser(member, id), base)));

/** Replaces the User's attributes; `active: false` deactivates the member. */
export const PUT = scimRoute(async ({ member, request, id, base }) => {
  const body = await scimBody(request, scimUserSchema);
  if (!body.ok) return body.response;
  return scimJson(userResource(await replaceScimUser(member, id, fieldsFromInput(body.data)), base));
});

/** Applies the operations Okta and Entra ID send (`replace` of active, the name, the e-mails). */
export const PATCH = scimRoute(async ({ member, request, id, base }) => {
  const body = await scimBody(request, scimPatchSchema);
  if (!body.ok) return body.response;
  return scimJson(userResource(await patchScimUser(member, id, body.data.Operations), base));
});

/** Deletes the User: the member loses access and their offboarding starts. */
export const DELETE = scimRoute(async ({ member, id }) => {
  await deleteScimUser(member, id);
  return scimNoContent();
});

/** The other methods answer 405 with SCIM's error body. */
export const { POST } = unsupportedMethods(['GET', 'PUT', 'PATCH', 'DELETE']);
