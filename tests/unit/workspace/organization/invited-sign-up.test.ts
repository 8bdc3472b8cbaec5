/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { embeddedAccounts } from '@/lib/backend/accounts';
import { embeddedBackend } from '@/lib/backend/embedded';
import { BackendError } from '@/lib/backend/errors';
import type { AccountBackend } from '@/lib/backend/types';
import { getDb } from '@/lib/db/client';
import { invitations, members, organizations, users } from '@/lib/db/schema';
import { listActivity } from '@/lib/workspace/activity';
import {
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  invitationMessages,
  inviteMember,
  revokeInvitation,
  viewInvitation,
} from '@/lib/workspace/organization';
import { currentMembership } from '@/lib/workspace/organization';
import { signUpByInvitation } from '@/lib/workspace/organization';
import { listMembers } from '@/lib/workspace/organization';
import { founder, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('invited-sign-up');

const password = 'long-enough-password';
const account = (fullName: string) => ({ fullName, password, marketingOptIn: false });
let addresses = 0;
const newAddress = () => `invited-${(addresses += 1)}@example.com`;

async function organizationCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(organizations);
  return row?.total ?? 0;
}

async function accountsWith(email: string) {
  const db = await getDb();
  return db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.email, email));
}

async function invitationRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

describe('signUpByInvitation', () => {
  it('creates the account under the invited e-mail and joins the inviting organization with the invited role, founding none', async () => {
    const admin = await founder('Inviter', 'Inviting Org');
    const { invitation, token } = await inviteMember(admin, '  New.Person@Example.COM ', 'viewer');
    const before = await organizationCount();

    const joined = await signUpByInvitation(embeddedAccounts, token, account('Nia New'));
    expect(joined).toEqual({
      organizationId: admin.organizationId,
      organizationName: 'Inviting Org',
      role: 'viewer',
      token: expect.any(String),
    });
    expect(await organizationCount()).toBe(before);

    // The answered token signs the new account in, and its password works for the next sign-in.
    const info = await embeddedBackend.myInformation(joined.token);
    expect(info).toMatchObject({ email: 'new.person@example.com', full_name: 'Nia New', company_name: 'Inviting Org', industry: null });
    await expect(embeddedBackend.login({ email: 'new.person@example.com', password })).resolves.toEqual({ token: expect.any(String) });

    const subject = `embedded:${String(info.uuid)}`;
    await expect(currentMembership(subject)).resolves.toMatchObject({
      organizationId: admin.organizationId,
      role: 'viewer',
      email: 'new.person@example.com',
      displayName: 'Nia New',
    });
    const db = await getDb();
    expect(await db.select({ organizationId: members.organizationId }).from(members).where(eq(members.subject, subject))).toEqual([
      { organizationId: admin.organizationId },
    ]);
    expect((await listMembers(admin)).map((member) => [member.name, member.role])).toContainEqual(['Nia New', 'viewer']);
    expect((await invitationRow(invitation.id))?.acceptedAt).not.toBeNull();
    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({ action: 'member.joined', actorName: 'Nia New' });
  });

  it('refuses an unknown token (not found) and creates no account', async () => {
    const before = await organizationCount();
    const error = await refusal(signUpByInvitation(embeddedAccounts, 'x'.repeat(43), account('Nobody')));
    expect(error.kind).toBe('not-found');
    expect(error.status).toBe(404);
    expect(error.message).toBe(INVITATION_NOT_FOUND);
    expect(await organizationCount()).toBe(before);
  });

  it('refuses an expired invitation (invalid) and leaves it unaccepted, with no account', async () => {
    const admin = await founder('Expiry');
    const email = newAddress();
    const sent = new Date();
    const { invitation, token } = await inviteMember(admin, email, 'member', sent);
    const error = await refusal(
      signUpByInvitation(embeddedAccounts, token, account('Late Comer'), new Date(sent.getTime() + INVITATION_TTL_MS + 1000)),
    );
    expect(error.kind).toBe('invalid');
    expect(error.status).toBe(422);
    expect(error.message).toBe(invitationMessages.expired);
    expect(await accountsWith(email)).toEqual([]);
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeNull();
  });

  it('refuses a link used already (conflict): the second person gets no account', async () => {
    const admin = await founder('Once');
    const email = newAddress();
    const { token } = await inviteMember(admin, email, 'member');
    await signUpByInvitation(embeddedAccounts, token, account('First Taker'));
    const error = await refusal(signUpByInvitation(embeddedAccounts, token, account('Second Taker')));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(invitationMessages.accepted);
    expect((await accountsWith(email)).map((user) => user.fullName)).toEqual(['First Taker']);
    expect(await listMembers(admin)).toHaveLength(2);
  });

  it('keeps no account when the invitation is withdrawn while the account is being written', async () => {
    const admin = await founder('Withdrawer');
    const email = newAddress();
    const { invitation, token } = await inviteMember(admin, email, 'admin');
    // The admin withdraws the invitation after it was found pending, before the account's transaction locks it.
    const racing: AccountBackend = {
      ...embeddedAccounts,
      register: async (registration, whenCreated) => {
        await revokeInvitation(admin, invitation.id);
        return embeddedAccounts.register(registration, whenCreated);
      },
    };
    const before = await organizationCount();
    const error = await refusal(signUpByInvitation(racing, token, account('Too Late')));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(invitationMessages.revoked);
    expect(await accountsWith(email)).toEqual([]);
    expect(await organizationCount()).toBe(before);
    await expect(embeddedBackend.login({ email, password })).rejects.toBeInstanceOf(BackendError);
  });

  it('refuses an e-mail that has an account already (the account must sign in to accept) and leaves the invitation pending', async () => {
    const admin = await founder('Known');
    const email = newAddress();
    await embeddedAccounts.register({
      fullName: 'Already Here',
      email,
      companyName: 'Elsewhere',
      industry: 1,
      password,
      marketingOptIn: false,
    });
    const { token } = await inviteMember(admin, email, 'member');
    await expect(signUpByInvitation(embeddedAccounts, token, account('Impostor'))).rejects.toMatchObject({
      name: 'BackendError',
      kind: 'conflict',
    });
    expect((await accountsWith(email)).map((user) => user.fullName)).toEqual(['Already Here']);
    await expect(viewInvitation(token)).resolves.toMatchObject({ state: 'pending' });
    expect(await listMembers(admin)).toHaveLength(1);
  });
});
