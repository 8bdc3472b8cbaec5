'use server';

import { randomUUID } from 'node:crypto';
import { verifySession } from '@/lib/dal';
import { profileSchema, roleChangeSchema, teamInviteSchema, teamRoleInfo, type Profile, type RoleChange, type TeamMember } from '@/lib/schemas/settings';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

/** Save the profile: validates every field again and answers the saved profile. */
export async function updateProfile(_previous: FormState<Profile>, formData: FormData): Promise<FormState<Profile>> {
  await verifySession();
  const parsed = profileSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  return { status: 'success', record: parsed.data, message: 'Profile saved.' };
}

/** Invite a team member: validates name, email and role, and answers the new member. */
export async function inviteTeamMember(_previous: FormState<TeamMember>, formData: FormData): Promise<FormState<TeamMember>> {
  await verifySession();
  const parsed = teamInviteSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const record = { id: randomUUID(), ...parsed.data };
  return { status: 'success', record, message: `Invitation sent to ${record.email} as ${teamRoleInfo[record.role].label}.` };
}

/** Change a member's role: validates the member and the role, and answers the change. */
export async function changeMemberRole(_previous: FormState<RoleChange>, formData: FormData): Promise<FormState<RoleChange>> {
  await verifySession();
  const parsed = roleChangeSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  return { status: 'success', record: parsed.data, message: `Role changed to ${teamRoleInfo[parsed.data.role].label}.` };
}
