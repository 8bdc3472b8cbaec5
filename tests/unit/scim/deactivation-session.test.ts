/** @jest-environment node */
import { POST as createUser } from '@/app/scim/v2/Users/route';
import { DELETE as deleteUser, PATCH as patchUser } from '@/app/scim/v2/Users/[id]/route';
import { embeddedAccounts } from '@/lib/backend/accounts';
import { embeddedBackend } from '@/lib/backend/embedded';
import { randomUUID } from 'node:crypto';
import { acceptInvitation, inviteMember, listMembers, memberStanding } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { oktaUser, PATCH_OP, scimBodyOf, scimCall, tokenOf } from './scim-fixtures';

withThrowAwayDatabase('scim-sessions');

let admin: Member;
let token: string;
let accounts = 0;

beforeAll(async () => {
  admin = await founder('Session Admin');
  token = await tokenOf(admin);
});

/**
 * A person with an account of the product's own, signed in, who joined the admin's organization by invitation last
 * (so it is the organization they work in), after joining `alsoIn` when given.
 */
async function signedInMember(alsoIn?: Member): Promise<{ email: string; subject: string; signIn: string }> {
  accounts += 1;
  const email = `signed-in-${accounts}@example.com`;
  let userId = '';
  const { token: signIn } = await embeddedAccounts.register(
    {
      fullName: `Signed In ${accounts}`,
      email,
      companyName: 'Elsewhere',
      industry: null,
      password: 'a long enough password 1',
      marketingOptIn: false,
    },
    async (_tx, id) => {
      userId = id;
    },
  );
  const subject = `embedded:${userId}`;
  const who = { subject, email, displayName: `Signed In ${accounts}` };
  if (alsoIn) await joinAs(alsoIn, 'member', who);
  await joinAs(admin, 'member', who);
  return { email, subject, signIn };
}

async function provisioned(email: string): Promise<string> {
  const response = await scimCall(createUser, '/Users', { token, method: 'POST', body: oktaUser(email) });
  expect(response.status).toBe(201);
  return (await scimBodyOf<{ id: string }>(response)).id;
}

describe('a deactivation ends the member’s access to this organization only', () => {
  it('refuses the membership on the signed-in member’s very next request after active: false', async () => {
    const { email, subject, signIn } = await signedInMember();
    const id = await provisioned(email);
    // Signed in and a member: what every request checks (lib/dal.ts), the token first, then the membership.
    expect(await embeddedBackend.isTokenActive(signIn)).toBe(true);
    expect((await memberStanding(subject))?.member.organizationId).toBe(admin.organizationId);

    const response = await scimCall(patchUser, `/Users/${id}`, {
      token,
      id,
      method: 'PATCH',
      body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] },
    });
    expect(response.status).toBe(200);
    expect(await memberStanding(subject)).toBeNull();
  });

  it('refuses it after a DELETE too', async () => {
    const { email, subject } = await signedInMember();
    const id = await provisioned(email);
    expect((await scimCall(deleteUser, `/Users/${id}`, { token, id, method: 'DELETE' })).status).toBe(204);
    expect(await memberStanding(subject)).toBeNull();
  });

  it('keeps the account signed in to the other organization the person belongs to', async () => {
    const elsewhere = await founder('Other Admin', 'Other Org');
    const { email, subject, signIn } = await signedInMember(elsewhere);
    const id = await provisioned(email);
    expect((await memberStanding(subject))?.member.organizationId).toBe(admin.organizationId);

    expect((await scimCall(deleteUser, `/Users/${id}`, { token, id, method: 'DELETE' })).status).toBe(204);
    expect(await embeddedBackend.isTokenActive(signIn)).toBe(true);
    const standing = await memberStanding(subject);
    expect(standing?.member.organizationId).toBe(elsewhere.organizationId);
    expect(standing?.member.organizationId).not.toBe(admin.organizationId);
  });
});

describe('a deactivation and the person’s sign-in', () => {
  it('links the user to the member who already joined with that address, without a second membership', async () => {
    const { email, subject } = await signedInMember();
    await provisioned(email);
    const standing = await memberStanding(subject);
    expect(standing?.member).toMatchObject({ email, role: 'member', organizationId: admin.organizationId });
  });
});

describe('a provisioned member with no account yet', () => {
  it('is invited by address, and accepting takes over the provisioned membership, which a deactivation then ends', async () => {
    accounts += 1;
    const email = `provisioned-${accounts}@example.com`;
    const id = await provisioned(email);
    const before = (await listMembers(admin)).length;
    const { token: link } = await inviteMember(admin, email, 'member');
    const who = { subject: `embedded:${randomUUID()}`, email, displayName: 'Taken Over' };
    await acceptInvitation(link, who);
    const standing = await memberStanding(who.subject);
    expect(standing?.member).toMatchObject({ organizationId: admin.organizationId, email, role: 'member' });
    expect((await listMembers(admin)).length).toBe(before);

    await scimCall(deleteUser, `/Users/${id}`, { token, id, method: 'DELETE' });
    expect(await memberStanding(who.subject)).toBeNull();
  });
});
