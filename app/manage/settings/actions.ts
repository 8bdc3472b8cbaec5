'use server';

import { revalidatePath } from 'next/cache';
import { accounts } from '@/lib/backend';
import { deliverMail } from '@/lib/backend/outbox';
import { requireMember, requireSession } from '@/lib/dal';
import { notificationsFromForm } from '@/lib/domain/notifications';
import { env } from '@/lib/env';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
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
  type ApiKey,
  type PendingInvitation,
  type TeamMember,
} from '@/lib/schemas/settings';
import type { z } from '@/lib/schemas/zod';
import { saveNotifications, saveProfile } from '@/lib/workspace/account';
import { createApiKey, revokeApiKey } from '@/lib/workspace/api-keys';
import { formResult } from '@/lib/workspace/form-result';
import { inviteMember, revokeInvitation } from '@/lib/workspace/invitations';
import { renameOrganization } from '@/lib/workspace/organizations';
import { changeRole, removeMember } from '@/lib/workspace/team';

// Every action checks the membership and role on the server (lib/workspace refuses what the role may not do),
// then revalidates the /manage pages so every tab and browser reads the same data from the database.

type Parsed<T> = { ok: true; data: T } | { ok: false; state: FormState<never> };

function parse<S extends z.ZodType>(schema: S, formData: FormData): Parsed<z.infer<S>> {
  const parsed = schema.safeParse(formValues(formData));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, state: { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) } };
}

function refreshManage() {
  revalidatePath('/manage', 'layout');
}

/** Saves one's own profile; the header's name follows it. */
export async function updateProfile(_previous: FormState<{ version: number }>, formData: FormData): Promise<FormState<{ version: number }>> {
  const member = await requireMember();
  const profile = parse(profileSchema, formData);
  if (!profile.ok) return profile.state;
  const read = parse(versionSchema, formData);
  if (!read.ok) return read.state;
  return formResult(async () => {
    const version = await saveProfile(member, profile.data, read.data.version);
    refreshManage();
    return { record: { version }, message: 'Profile saved.' };
  });
}

/** Saves one's own notification toggles. */
export async function updateNotifications(_previous: FormState<{ version: number }>, formData: FormData): Promise<FormState<{ version: number }>> {
  const member = await requireMember();
  const read = parse(versionSchema, formData);
  if (!read.ok) return read.state;
  return formResult(async () => {
    const version = await saveNotifications(member, notificationsFromForm(formData), read.data.version);
    refreshManage();
    return { record: { version }, message: 'Notification preferences saved.' };
  });
}

/** Invites a person by e-mail with a role (admins): the link goes to the server log and DATA_DIR/outbox. */
export async function inviteTeamMember(_previous: FormState<PendingInvitation>, formData: FormData): Promise<FormState<PendingInvitation>> {
  const member = await requireMember();
  const input = parse(teamInviteSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    const { invitation, token } = await inviteMember(member, input.data.email, input.data.role);
    const link = new URL(`/invitations/${token}`, env().SITE_URL);
    const role = teamRoleInfo[invitation.role].label;
    deliverMail(
      invitation.email,
      `Join ${member.organizationName}`,
      `${member.displayName} invited you to join ${member.organizationName} as ${role}.\nOpen this link within 7 days to accept (it works once):\n${link.href}`,
    );
    refreshManage();
    return { record: { ...invitation, expiresAt: invitation.expiresAt.toISOString() }, message: `Invitation sent to ${invitation.email} as ${role}.` };
  });
}

/** Withdraws a pending invitation (admins). */
export async function withdrawInvitation(_previous: FormState<{ id: string }>, formData: FormData): Promise<FormState<{ id: string }>> {
  const member = await requireMember();
  const input = parse(invitationIdSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    await revokeInvitation(member, input.data.invitationId);
    refreshManage();
    return { record: { id: input.data.invitationId }, message: 'Invitation withdrawn.' };
  });
}

/** Changes a member's role (admins); the last administrator keeps theirs. */
export async function changeMemberRole(_previous: FormState<TeamMember>, formData: FormData): Promise<FormState<TeamMember>> {
  const member = await requireMember();
  const input = parse(roleChangeSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    const changed = await changeRole(member, input.data.memberId, input.data.role, input.data.version);
    refreshManage();
    return { record: changed, message: `Role of ${changed.name} changed to ${teamRoleInfo[changed.role].label}.` };
  });
}

/** Removes a member (admins); the last administrator stays. */
export async function removeTeamMember(_previous: FormState<{ id: string }>, formData: FormData): Promise<FormState<{ id: string }>> {
  const member = await requireMember();
  const input = parse(memberIdSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    const removed = await removeMember(member, input.data.memberId);
    refreshManage();
    return { record: { id: input.data.memberId }, message: `${removed.name} was removed from the team.` };
  });
}

/** Creates an API key (admins); the answer carries the full key, shown once. */
export async function createApiKeyAction(_previous: FormState<{ key: string; apiKey: ApiKey }>, formData: FormData): Promise<FormState<{ key: string; apiKey: ApiKey }>> {
  const member = await requireMember();
  const input = parse(apiKeyCreateSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    const { key, apiKey } = await createApiKey(member, input.data.name);
    refreshManage();
    const listed = { ...apiKey, createdAt: apiKey.createdAt.toISOString(), lastUsedAt: apiKey.lastUsedAt?.toISOString() ?? null };
    return { record: { key, apiKey: listed }, message: `API key ${apiKey.name} created. Copy it now: it is not shown again.` };
  });
}

/** Revokes an API key (admins). */
export async function revokeApiKeyAction(_previous: FormState<{ id: string }>, formData: FormData): Promise<FormState<{ id: string }>> {
  const member = await requireMember();
  const input = parse(apiKeyIdSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    await revokeApiKey(member, input.data.keyId);
    refreshManage();
    return { record: { id: input.data.keyId }, message: 'API key revoked. Calls with it are refused from now on.' };
  });
}

/** Renames the organization (admins). */
export async function renameOrganizationAction(_previous: FormState<{ name: string; version: number }>, formData: FormData): Promise<FormState<{ name: string; version: number }>> {
  const member = await requireMember();
  const input = parse(organizationRenameSchema, formData);
  if (!input.ok) return input.state;
  return formResult(async () => {
    const renamed = await renameOrganization(member, input.data.name, input.data.version);
    refreshManage();
    return { record: { name: renamed.name, version: renamed.version }, message: 'Organization renamed.' };
  });
}

const PROVIDER_PASSWORD = 'Your password is managed by your sign-in provider. Change it there.';

/** Changes one's password (embedded accounts): the current one is required, and other sessions are signed out. */
export async function changePassword(_previous: FormState<{ changed: true }>, formData: FormData): Promise<FormState<{ changed: true }>> {
  await requireMember();
  const session = await requireSession();
  const input = parse(passwordChangeSchema, formData);
  if (!input.ok) return input.state;
  const store = accounts();
  if (!store) return { status: 'error', fieldErrors: {}, formError: PROVIDER_PASSWORD };
  const result = await store.changePassword(session.token, input.data.currentPassword, input.data.newPassword);
  if (result === 'wrong-password') return { status: 'error', fieldErrors: { currentPassword: 'The current password is not correct.' } };
  refreshManage();
  return { status: 'success', record: { changed: true }, message: 'Password changed. Your other sessions were signed out.' };
}

/** Signs out every other session of one's account (embedded accounts). */
export async function endOtherSessions(): Promise<FormState<{ ended: number }>> {
  await requireMember();
  const session = await requireSession();
  const store = accounts();
  if (!store) return { status: 'error', fieldErrors: {}, formError: PROVIDER_PASSWORD };
  const ended = await store.endOtherSessions(session.token);
  refreshManage();
  return { status: 'success', record: { ended }, message: ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.` };
}
