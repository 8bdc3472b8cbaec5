'use server';

import { accounts } from '@/lib/backend';
import { FieldRefusal, memberAction, type Revalidation } from '@/lib/actions/member-action';
import { requireSession } from '@/lib/dal';
import { notificationsFromForm } from '@/lib/domain/notifications/preferences';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import {
  apiKeyCreateSchema,
  apiKeyIdSchema,
  invitationIdSchema,
  memberIdSchema,
  organizationRenameSchema,
  passwordChangeSchema,
  profileSchema,
  roleChangeSchema,
  teamInviteSchema,
  teamRoleInfo,
  versionSchema,
  type PendingInvitation,
  type TeamMember,
} from '@/lib/schemas/organization/settings';
import { z } from '@/lib/schemas/zod';
import { saveNotifications, saveProfile } from '@/lib/workspace/organization';
import { createApiKey, revokeApiKey } from '@/lib/workspace/organization';
import { inviteMember, revokeInvitation } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';
import { renameOrganization, setSecondPersonRequired } from '@/lib/workspace/organization';
import { changeRole, removeMember } from '@/lib/workspace/organization';

/** Settings show in every tab and the header (name, organization): every /manage page reads them again. */
const refreshManage = (): Revalidation[] => [{ path: '/manage', type: 'layout' }];

/** Saves one's own profile; the header's name follows it. */
export const updateProfile = memberAction({
  permission: 'account.manage',
  schema: profileSchema.extend(versionSchema.shape),
  work: async (member, { version, ...profile }) => ({
    record: { version: await saveProfile(member, profile, version) },
    message: 'Profile saved.',
  }),
  revalidate: refreshManage,
});

/** Saves one's own notification toggles. */
export const updateNotifications = memberAction({
  permission: 'account.manage',
  schema: versionSchema,
  work: async (member, { version }, formData) => ({
    record: { version: await saveNotifications(member, notificationsFromForm(formData), version) },
    message: 'Notification preferences saved.',
  }),
  revalidate: refreshManage,
});

/** Invites a person by e-mail with a role (admins): the link goes by mail (DATA_DIR/outbox without a mail server). */
export const inviteTeamMember = memberAction({
  write: inviteMember,
  schema: teamInviteSchema,
  work: async (member, input) => {
    const { invitation, token } = await inviteMember(member, input.email, input.role);
    const link = new URL(`/invitations/${token}`, env().SITE_URL);
    const role = teamRoleInfo[invitation.role].label;
    await sendMail({
      kind: 'invitation',
      to: invitation.email,
      subject: `Join ${member.organizationName}`,
      body: `${member.displayName} invited you to join ${member.organizationName} as ${role}.\nOpen this link within 7 days to accept (it works once):\n${link.href}`,
      link: link.href,
      organizationId: member.organizationId,
    });
    const record: PendingInvitation = { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
    return { record, message: `Invitation sent to ${invitation.email} as ${role}.` };
  },
  revalidate: refreshManage,
});

/** Withdraws a pending invitation (admins). */
export const withdrawInvitation = memberAction({
  write: revokeInvitation,
  schema: invitationIdSchema,
  work: async (member, { invitationId }) => {
    await revokeInvitation(member, invitationId);
    return { record: { id: invitationId }, message: 'Invitation withdrawn.' };
  },
  revalidate: refreshManage,
});

/** Changes a member's role (admins); the last administrator keeps theirs. */
export const changeMemberRole = memberAction({
  write: changeRole,
  schema: roleChangeSchema,
  work: async (member, input) => {
    const changed: TeamMember = await changeRole(member, input.memberId, input.role, input.version);
    return { record: changed, message: `Role of ${changed.name} changed to ${teamRoleInfo[changed.role].label}.` };
  },
  revalidate: refreshManage,
});

/** Removes a member (admins); the last administrator stays. */
export const removeTeamMember = memberAction({
  write: removeMember,
  schema: memberIdSchema,
  work: async (member, { memberId }) => {
    const removed = await removeMember(member, memberId);
    return { record: { id: memberId }, message: `${removed.name} was removed from the team.` };
  },
  revalidate: refreshManage,
});

/** Creates an API key (admins); the answer carries the full key, shown once. */
export const createApiKeyAction = memberAction({
  write: createApiKey,
  schema: apiKeyCreateSchema,
  work: async (member, input) => {
    const { key, apiKey } = await createApiKey(member, input.name, input.scope);
    const listed = { ...apiKey, createdAt: apiKey.createdAt.toISOString(), lastUsedAt: apiKey.lastUsedAt?.toISOString() ?? null };
    return { record: { key, apiKey: listed }, message: `API key ${apiKey.name} created. Copy it now: it is not shown again.` };
  },
  revalidate: refreshManage,
});

/** Revokes an API key (admins). */
export const revokeApiKeyAction = memberAction({
  write: revokeApiKey,
  schema: apiKeyIdSchema,
  work: async (member, { keyId }) => {
    await revokeApiKey(member, keyId);
    return { record: { id: keyId }, message: 'API key revoked. Calls with it are refused from now on.' };
  },
  revalidate: refreshManage,
});

/** Renames the organization (admins). */
export const renameOrganizationAction = memberAction({
  write: renameOrganization,
  schema: organizationRenameSchema,
  work: async (member, input) => {
    const renamed = await renameOrganization(member, input.name, input.version);
    return { record: { name: renamed.name, version: renamed.version }, message: 'Organization renamed.' };
  },
  revalidate: refreshManage,
});

/** Turns the second-person rule for approvals on or off (admins); the switch posts `required=on` when on. */
export const secondPersonAction = memberAction({
  write: setSecondPersonRequired,
  schema: versionSchema,
  work: async (member, { version }, formData) => {
    const saved = await setSecondPersonRequired(member, formData.get('required') === 'on', version);
    return {
      record: saved,
      message: saved.required
        ? 'A second person now approves policies and verifies evidence.'
        : 'Self-approvals are now allowed, and marked as such.',
    };
  },
  revalidate: refreshManage,
});

/** The account store of the embedded backend; a provider's accounts keep their passwords with the provider. */
function ownAccounts() {
  const store = accounts();
  if (!store) throw new WorkspaceError('invalid', 'Your password is managed by your sign-in provider. Change it there.');
  return store;
}

/** Changes one's password (embedded accounts): the current one is required, and other sessions are signed out. */
export const changePassword = memberAction({
  permission: 'account.manage',
  schema: passwordChangeSchema,
  work: async (_member, input) => {
    const result = await ownAccounts().changePassword((await requireSession()).token, input.currentPassword, input.newPassword);
    if (result === 'wrong-password') throw new FieldRefusal({ currentPassword: 'The current password is not correct.' });
    return { record: { changed: true as const }, message: 'Password changed. Your other sessions were signed out.' };
  },
  revalidate: refreshManage,
});

/** Signs out every other session of one's account (embedded accounts). */
export const endOtherSessions = memberAction({
  permission: 'account.manage',
  schema: z.object({}),
  work: async () => {
    const ended = await ownAccounts().endOtherSessions((await requireSession()).token);
    return { record: { ended }, message: ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.` };
  },
  revalidate: refreshManage,
});
