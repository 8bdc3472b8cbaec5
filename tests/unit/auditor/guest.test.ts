/** @jest-environment node */
import '../auth/session-fixture';
import { headers } from 'next/headers';
import { acceptGuestInvitationAction } from '@/app/(public)/auditor-invitations/[token]/actions';
import { GET as downloadPolicy } from '@/app/auditor/[auditId]/policies/[versionId]/pdf/route';
import { startGuestSetupAction } from '@/app/auditor/security/actions';
import { endOtherSessions } from '@/app/manage/settings/actions';
import { currentAuditorGuest, GUEST_MFA_REQUIRED } from '@/lib/auditor/guest';
import { issueToken } from '@/lib/backend/embedded';
import { requireMember } from '@/lib/dal';
import { peerHeaderName } from '@/lib/peer-address';
import { readSession } from '@/lib/session';
import { inviteAuditGuest } from '@/lib/workspace/audit-guests';
import { currentMembership } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { accountFounder, newAccount, withTwoFactor } from '../mfa/accounts';
import { sampleSession } from '../auth/session-fixture';
import { withThrowAwayDatabase } from '../workspace/fixtures';
import { acceptedGuest, storedAudit } from '../workspace/audit-guests/fixtures';
import { formData } from '../actions/form-data';

withThrowAwayDatabase('auditor-guest-session');

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/session', () => ({ ...jest.requireActual('@/lib/session'), readSession: jest.fn() }));

const idle = { status: 'idle' } as const;
const NOT_FOUND = { digest: expect.stringContaining('404') };
const redirectedTo = (path: string) => ({ digest: expect.stringContaining(`;${path};`) });

/** The next requests come from this account's signed-in browser: a server action's post, or a page's render. */
async function signedInAs(accountId: string, request: 'action' | 'page' = 'page') {
  const token = await issueToken(accountId);
  jest.mocked(readSession).mockResolvedValue(sampleSession(3600, { token, uuid: accountId }));
  const sent = new Headers({ [peerHeaderName()]: '192.0.2.78' });
  if (request === 'action') sent.set('next-action', 'a1b2c3');
  jest.mocked(headers).mockResolvedValue(sent as Awaited<ReturnType<typeof headers>>);
}

const policyRoute = (auditId: string) =>
  downloadPolicy(new Request('http://localhost/'), {
    params: Promise.resolve({ auditId, versionId: '00000000-0000-4000-8000-000000000000' }),
  });

let admin: Member;
let adminAccount: string;
let auditId: string;
let otherAuditId: string;
let guestAccount: string;

beforeAll(async () => {
  ({ member: admin, accountId: adminAccount } = await accountFounder('Audited'));
  auditId = (await storedAudit(admin)).id;
  otherAuditId = (await storedAudit(admin, { name: 'Other audit' })).id;
  guestAccount = (await acceptedGuest(admin, auditId)).accountId;
}, 60_000);

describe('a guest session and /manage', () => {
  it('never passes a /manage check: a page goes to /auditor, an action is refused, and no organization is founded', async () => {
    await signedInAs(guestAccount);
    await expect(requireMember()).rejects.toMatchObject(redirectedTo('/auditor'));
    await signedInAs(guestAccount, 'action');
    await expect(endOtherSessions(idle, formData({}))).rejects.toMatchObject(redirectedTo('/auditor'));
    expect(await currentMembership(`embedded:${guestAccount}`)).toBeNull();
  });
});

describe('the guest pages, actions and downloads', () => {
  it('wait for two-factor sign-in: a page goes to its setup, an action and a download are refused', async () => {
    const late = (await acceptedGuest(admin, auditId, 'Late')).accountId;
    await signedInAs(late);
    await expect(currentAuditorGuest(auditId)).rejects.toMatchObject(redirectedTo('/auditor/security'));
    expect((await policyRoute(auditId)).status).toBe(403);
    await signedInAs(late, 'action');
    await expect(currentAuditorGuest(auditId)).rejects.toMatchObject({ status: 403, message: GUEST_MFA_REQUIRED });
    // The setup is theirs to start.
    await expect(startGuestSetupAction()).resolves.toMatchObject({ status: 'success' });
  });

  it('open the guest’s own audit once two-factor sign-in is on, and answer 404 for any other audit', async () => {
    await withTwoFactor(guestAccount);
    await signedInAs(guestAccount);
    await expect(currentAuditorGuest(auditId)).resolves.toMatchObject({ auditId, organizationId: admin.organizationId });
    await expect(currentAuditorGuest(otherAuditId)).rejects.toMatchObject(NOT_FOUND);
    // A version that is not in force is not found, as any record outside the scope.
    expect((await policyRoute(auditId)).status).toBe(404);
    expect((await policyRoute(otherAuditId)).status).toBe(404);
    await signedInAs(guestAccount, 'action');
    await expect(currentAuditorGuest(otherAuditId)).rejects.toMatchObject({ status: 404 });
  });

  it('answer 404 to a member of the audit’s organization and to a member of another one', async () => {
    const { accountId: strangerAccount } = await accountFounder('Stranger');
    for (const account of [adminAccount, strangerAccount]) {
      await withTwoFactor(account).catch(() => undefined);
      await signedInAs(account);
      await expect(currentAuditorGuest(auditId)).rejects.toMatchObject(NOT_FOUND);
      expect((await policyRoute(auditId)).status).toBe(404);
      await signedInAs(account, 'action');
      await expect(startGuestSetupAction()).resolves.toMatchObject({ status: 'error' });
    }
  });
});

describe('accepting through the invitation page', () => {
  it('refuses a signed-in person whose address is not the invited one', async () => {
    const invited = await newAccount('Invited');
    const someoneElse = await newAccount('Someone');
    const { token } = await inviteAuditGuest(admin, { auditId, name: 'Invited', firm: 'Firm', email: invited.email });
    await signedInAs(someoneElse.accountId, 'action');
    await expect(acceptGuestInvitationAction(token)).resolves.toMatchObject({
      status: 'error',
      formError: `This invitation was sent to ${invited.email}. Sign in with that address to accept it.`,
    });
    await signedInAs(invited.accountId, 'action');
    await expect(acceptGuestInvitationAction(token)).rejects.toMatchObject(redirectedTo(`/auditor/${auditId}`));
  });
});
