'use server';

import { memberAction } from '@/lib/actions/member-action';
import { scimGroupRoleSchema, scimTokenCreateSchema, scimTokenIdSchema } from '@/lib/schemas/scim/records';
import { createScimToken, revokeScimToken, setGroupRole } from '@/lib/workspace/scim';

const refreshManage = () => [{ path: '/manage', type: 'layout' as const }];

/** Creates a SCIM token (admins): answered once, to paste into the identity provider. */
export const createScimTokenAction = memberAction({
  write: createScimToken,
  schema: scimTokenCreateSchema,
  work: async (member, input) => {
    const { token, row } = await createScimToken(member, input.name);
    return { record: { token, id: row.id }, message: `SCIM token ${row.name} created. Copy it now: it is not shown again.` };
  },
  revalidate: refreshManage,
});

/** Revokes a SCIM token (admins): the provider's next call with it is refused. */
export const revokeScimTokenAction = memberAction({
  write: revokeScimToken,
  schema: scimTokenIdSchema,
  work: async (member, { tokenId }) => {
    await revokeScimToken(member, tokenId);
    return { record: { id: tokenId }, message: 'SCIM token revoked. Provisioning with it is refused from now on.' };
  },
  revalidate: refreshManage,
});

/** Maps a provisioned group to a role, or to none (admins). */
export const setScimGroupRoleAction = memberAction({
  write: setGroupRole,
  schema: scimGroupRoleSchema,
  work: async (member, { groupId, role }) => {
    await setGroupRole(member, groupId, role);
    return { record: { id: groupId }, message: role ? 'The group’s members now have its role.' : 'The group gives no role any more.' };
  },
  revalidate: refreshManage,
});
