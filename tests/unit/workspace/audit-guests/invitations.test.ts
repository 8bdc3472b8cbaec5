/** @jest-environment node */
process.env.SESSION_SECRET = 'unit-test-secret-unit-test-secret-0123456789';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { totpCodeAt } from '@/lib/mfa/totp';
import {
  acceptGuestInvitation,
  confirmGuestTwoFactorSetup,
  guestAccess,
  guestAuditsOf,
  inviteAuditGuest,
  isAuditGuest,
  listAuditGuests,
  startGuestTwoFactorSetup,
  viewGuestInvitation,
  withdrawAuditGuest,
} from '@/lib/workspace/audit-guests';
import { currentMembership, listMembers } from '@/lib/workspace/organization';
import { eq } from 'drizzle-orm';
import { accounts } from '@/lib/backend';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { signUpAsGuest } from '@/lib/workspace/audit-guests';
import { newAccount } from '../../mfa/accounts';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { acceptedGuest, storedAudit, workingGuest } from './fixtures';

withThrowAwayDatabase('audit-guest-invitations');

describe('inviting an auditor', () => {
  it('is for admins of the audit’s organization only', async () => {
    const admin = await founder('Inviter');
    const audit = await storedAudit(admin);
    const editor = await joinAs(admin, 'member');
    const invite = { auditId: audit.id, name: 'Ada', firm: 'Ledger & Co', email: 'ada@ledger.example' };
    expect((await refusal(inviteAuditGuest(editor, invite))).message).toBe(FORBIDDEN_MESSAGE);
    const stranger = await founder('Stranger');
    expect((await refusal(inviteAuditGuest(stranger, invite))).status).toBe(404);
    expect((await refusal(listAuditGuests(editor, audit.id))).status).toBe(403);
    const { guest } = await inviteAuditGuest(admin, invite);
    expect((await listAuditGuests(admin, audit.id)).map((row) => [row.id, row.standing])).toEqual([[guest.id, 'invited']]);
    expect(await listAuditGuests(stranger, audit.id)).toEqual([]);
  });

  it('refuses a cancelled audit, an ended one, and a second live invitation of one address', async () => {
    const admin = await founder('Refuser');
    const cancelled = await storedAudit(admin, { status: 'cancelled' });
    const ended = await storedAudit(admin, {
      startOn: '2020-01-01',
      endOn: '2020-02-01',
      observationStartOn: null,
      observationEndOn: null,
    });
    const open = await storedAudit(admin);
    const who = { name: 'Bo', firm: 'Firm', email: 'bo@firm.example' };
    expect((await refusal(inviteAuditGuest(admin, { ...who, auditId: cancelled.id }))).status).toBe(422);
    expect((await refusal(inviteAuditGuest(admin, { ...who, auditId: ended.id }))).status).toBe(422);
    await inviteAuditGuest(admin, { ...who, auditId: open.id });
    expect((await refusal(inviteAuditGuest(admin, { ...who, auditId: open.id }))).status).toBe(422);
  });
});

describe('accepting an invitation', () => {
  it('takes the invited e-mail only, works once, and makes no membership', async () => {
    const admin = await founder('Acceptor');
    const audit = await storedAudit(admin);
    const auditor = await newAccount('Cleo');
    const other = await newAccount('Other');
    const { token } = await inviteAuditGuest(admin, { auditId: audit.id, name: 'Cleo', firm: 'Firm', email: auditor.email });
    expect((await refusal(acceptGuestInvitation(token, other.identity))).status).toBe(403);
    expect((await viewGuestInvitation(token))?.state).toBe('pending');
    await acceptGuestInvitation(token, auditor.identity);
    expect((await refusal(acceptGuestInvitation(token, auditor.identity))).status).toBe(409);
    expect((await refusal(acceptGuestInvitation('x'.repeat(43), auditor.identity))).status).toBe(404);

    // A guest is no member: no membership, not on the team, never counted or assignable.
    expect(await currentMembership(auditor.identity.subject)).toBeNull();
    expect((await listMembers(admin)).map((row) => row.email)).not.toContain(auditor.email);
    expect(await isAuditGuest(auditor.identity.subject)).toBe(true);
    expect(await isAuditGuest(other.identity.subject)).toBe(false);
  });
});

describe('signing up through an invitation', () => {
  it('makes an account under the invited address, a guest of the audit and a member of nothing; a used link keeps no account', async () => {
    const admin = await founder('Signer');
    const audit = await storedAudit(admin);
    const email = 'dora@ledger.example';
    const { token } = await inviteAuditGuest(admin, { auditId: audit.id, name: 'Dora', firm: 'Ledger & Co', email });
    const store = accounts()!;
    const signedUp = await signUpAsGuest(store, token, {
      fullName: 'Dora Auditor',
      password: 'long-enough-password',
      marketingOptIn: false,
    });
    expect(signedUp.auditId).toBe(audit.id);
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await currentMembership(`embedded:${user!.id}`)).toBeNull();
    expect(await guestAccess(`embedded:${user!.id}`, audit.id)).toMatchObject({ twoFactorOn: false });

    const again = await refusal(signUpAsGuest(store, token, { fullName: 'Eve', password: 'long-enough-password', marketingOptIn: false }));
    expect(again.status).toBe(409);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.fullName, 'Eve'))).toEqual([]);
  });
});

describe('a guest’s access', () => {
  it('asks for two-factor sign-in before anything, then works', async () => {
    const admin = await founder('Gatekeeper');
    const audit = await storedAudit(admin);
    const auditor = await acceptedGuest(admin, audit.id);
    expect((await guestAccess(auditor.identity.subject, audit.id))?.twoFactorOn).toBe(false);
    const { secret } = await startGuestTwoFactorSetup(auditor.identity);
    expect(await confirmGuestTwoFactorSetup(auditor.identity, '000000')).toBe('wrong');
    const confirmed = await confirmGuestTwoFactorSetup(auditor.identity, totpCodeAt(secret, Date.now()));
    expect(confirmed).toEqual({ recoveryCodes: expect.any(Array) });
    const access = await guestAccess(auditor.identity.subject, audit.id);
    expect(access).toMatchObject({ twoFactorOn: true, guest: { auditId: audit.id, organizationId: admin.organizationId } });
  });

  it('ends at once when withdrawn, for any open session', async () => {
    const admin = await founder('Withdrawer');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    expect((await refusal(withdrawAuditGuest(await joinAs(admin, 'member'), audit.id, guest.guestId))).status).toBe(403);
    expect((await refusal(withdrawAuditGuest(await founder('Other admin'), audit.id, guest.guestId))).status).toBe(404);
    await withdrawAuditGuest(admin, audit.id, guest.guestId);
    expect(await guestAccess(guest.subject, audit.id)).toBeNull();
    expect(await guestAuditsOf(guest.subject)).toEqual([]);
    expect((await listAuditGuests(admin, audit.id))[0]?.standing).toBe('withdrawn');
  });

  it('ends by itself after the audit’s end date', async () => {
    const admin = await founder('Expirer');
    const audit = await storedAudit(admin, { endOn: '2099-01-31' });
    const guest = await workingGuest(admin, audit.id);
    expect(await guestAccess(guest.subject, audit.id, new Date('2099-01-31T23:00:00Z'))).not.toBeNull();
    expect(await guestAccess(guest.subject, audit.id, new Date('2099-02-01T00:00:00Z'))).toBeNull();
  });

  it('is no access to another audit, another organization’s audit or an id that is not one', async () => {
    const admin = await founder('Scoper');
    const audit = await storedAudit(admin);
    const sibling = await storedAudit(admin, { name: 'ISO 27001', framework: 'iso27001' });
    const stranger = await founder('Stranger');
    const theirs = await storedAudit(stranger);
    const guest = await workingGuest(admin, audit.id);
    expect(await guestAccess(guest.subject, sibling.id)).toBeNull();
    expect(await guestAccess(guest.subject, theirs.id)).toBeNull();
    expect(await guestAccess(guest.subject, UNKNOWN_ID)).toBeNull();
    expect(await guestAccess(guest.subject, 'not-an-id')).toBeNull();
    // A member of the audit's own organization is no guest of it either.
    expect(await guestAccess(admin.subject, audit.id)).toBeNull();
  });
});
