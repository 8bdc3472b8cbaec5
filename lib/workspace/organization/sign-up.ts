import 'server-only';
import { addFrameworksIn } from '../frameworks';
import { acceptInvitation, INVITATION_NOT_FOUND, invitationMessages, viewInvitation } from './invitations';
import { WorkspaceError } from '../member';
import { startOrganization, type Identity } from './organizations';

/** Why an invitation cannot bring this e-mail into its organization, or null when it can. */
export async function invitationProblem(token: string, email: string): Promise<string | null> {
  const invitation = await viewInvitation(token);
  if (!invitation) return INVITATION_NOT_FOUND;
  if (invitation.state !== 'pending') return invitationMessages[invitation.state];
  if (invitation.email !== email.trim().toLowerCase()) return `This invitation was sent to ${invitation.email}. Sign up with that address.`;
  return null;
}

/**
 * Places a new account: into the inviting organization when it signed up through an invitation, else into a new
 * organization named from the sign-up form with the person as its admin. An invitation that stopped working in
 * between (revoked a moment ago) falls back to a new organization, so no account is left without one.
 * `frameworkIds` (directory ids, from the questionnaire's /register?frameworks=…) are added to a new
 * organization in its founding transaction; joining an organization adds none.
 */
export async function placeNewAccount(person: Identity, companyName: string, invitation?: string, frameworkIds: readonly string[] = []): Promise<void> {
  if (invitation) {
    try {
      await acceptInvitation(invitation, person);
      return;
    } catch (error) {
      if (!(error instanceof WorkspaceError)) throw error;
    }
  }
  await startOrganization(companyName, person, frameworkIds.length > 0 ? (tx, founder) => addFrameworksIn(tx, founder, frameworkIds, 'questionnaire') : undefined);
}
