import 'server-only';
import type { AccountBackend } from '@/lib/backend/types';
import { addFrameworksIn } from '../followed-frameworks';
import { acceptInvitationIn, pendingInvitation, type JoinedOrganization } from './invitations';
import { startOrganization, type Identity } from './organizations';

/**
 * Places a new account that signed up without an invitation into a new organization named from the sign-up
 * form, with the person as its admin. `frameworkIds` (directory ids, from the questionnaire's
 * /register?frameworks=…) are added to it in its founding transaction.
 */
export async function placeNewAccount(person: Identity, companyName: string, frameworkIds: readonly string[] = []): Promise<void> {
  await startOrganization(
    companyName,
    person,
    frameworkIds.length > 0 ? (tx, founder) => addFrameworksIn(tx, founder, frameworkIds, 'questionnaire') : undefined,
  );
}

/** What an invited person types on the sign-up form: the rest comes from the invitation. */
export type InvitedAccount = { fullName: string; password: string; marketingOptIn: boolean };

/**
 * Signs up a person through their invitation: the account takes the invitation's e-mail (whatever the form
 * sent) and joins the inviting organization with the invited role, in the transaction that writes the account.
 * An unknown, expired, used or withdrawn link is refused with a WorkspaceError, and then no account is kept, so
 * no organization of their own is ever founded for them on their first visit. Answers the new account's
 * sign-in token and the organization joined.
 */
export async function signUpByInvitation(
  store: AccountBackend,
  token: string,
  account: InvitedAccount,
  now = new Date(),
): Promise<JoinedOrganization & { token: string }> {
  const { email, organizationName } = await pendingInvitation(token, now);
  let joined: JoinedOrganization | undefined;
  const registration = {
    fullName: account.fullName,
    email,
    companyName: organizationName,
    industry: null,
    password: account.password,
    marketingOptIn: account.marketingOptIn,
  };
  const { token: signIn } = await store.register(registration, async (tx, userId) => {
    joined = await acceptInvitationIn(tx, token, { subject: `embedded:${userId}`, email, displayName: account.fullName }, now);
  });
  if (!joined) throw new Error('The invitation was not accepted with the new account');
  return { ...joined, token: signIn };
}
