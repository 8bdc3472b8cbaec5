/** @jest-environment node */
import '../auth/session-fixture';
import { headers } from 'next/headers';
import { endOtherSessions } from '@/app/manage/settings/actions';
import { confirmTwoFactorAction, setMfaRequirementAction, startTwoFactorSetupAction } from '@/app/manage/settings/two-factor-actions';
import { issueToken } from '@/lib/backend/embedded';
import { requireMember, requireMemberDuringMfaSetup } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { totpCodeAt } from '@/lib/mfa/totp';
import { peerHeaderName } from '@/lib/peer-address';
import { MFA_SETUP_REQUIRED } from '@/lib/schemas/organization/two-factor';
import { readSession } from '@/lib/session';
import { setMfaRequirement, twoFactorOverview } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { accountFounder, accountJoining, withTwoFactor } from '../mfa/accounts';
import { sampleSession } from '../auth/session-fixture';
import { withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('two-factor-actions');

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/session', () => ({ ...jest.requireActual('@/lib/session'), readSession: jest.fn() }));

const idle = { status: 'idle' } as const;

/** The next requests come from this account's signed-in browser: a server action's post, or a page's render. */
async function signedInAs(accountId: string, request: 'action' | 'page' = 'action') {
  const token = await issueToken(accountId);
  jest.mocked(readSession).mockResolvedValue(sampleSession(3600, { token, uuid: accountId }));
  const sent = new Headers({ [peerHeaderName()]: '192.0.2.77' });
  if (request === 'action') sent.set('next-action', 'a1b2c3');
  jest.mocked(headers).mockResolvedValue(sent as Awaited<ReturnType<typeof headers>>);
}

async function requireForEveryone(admin: Member, adminAccount: string) {
  await withTwoFactor(adminAccount);
  const { organizationVersion } = await twoFactorOverview(admin);
  await setMfaRequirement(admin, true, organizationVersion);
}

describe('the organization requirement, enforced by the server', () => {
  it('refuses every other action of a member without two-factor sign-in, but lets them set it up', async () => {
    const { member: admin, accountId: adminAccount } = await accountFounder('Admin');
    const { accountId } = await accountJoining(admin, 'member', 'Late');
    await requireForEveryone(admin, adminAccount);

    await signedInAs(accountId);
    await expect(endOtherSessions(idle, formData({}))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: MFA_SETUP_REQUIRED,
    });

    const started = await startTwoFactorSetupAction(idle, formData({}));
    if (started.status !== 'success') throw new Error(JSON.stringify(started));
    expect(started.record.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = started.record.secret.replace(/\s+/g, '');
    const confirmed = await confirmTwoFactorAction(idle, formData({ code: totpCodeAt(secret, Date.now()) }));
    expect(confirmed).toMatchObject({ status: 'success', record: { recoveryCodes: expect.any(Array) } });

    await expect(endOtherSessions(idle, formData({}))).resolves.toMatchObject({ status: 'success' });
  });

  it('sends a page of a member without it to the setup, and opens the setup itself', async () => {
    const { member: admin, accountId: adminAccount } = await accountFounder('Admin');
    const { accountId } = await accountJoining(admin, 'viewer', 'Reader');
    await requireForEveryone(admin, adminAccount);
    await signedInAs(accountId, 'page');
    await expect(requireMember()).rejects.toMatchObject({ digest: expect.stringContaining('/manage/settings?path=security') });
    await expect(requireMemberDuringMfaSetup()).resolves.toMatchObject({ role: 'viewer' });
    // The admin, who has it on, works as before.
    await signedInAs(adminAccount, 'page');
    await expect(requireMember()).resolves.toMatchObject({ role: 'admin' });
  });

  it('a member and a viewer cannot set the requirement; an admin can', async () => {
    const { member: admin, accountId: adminAccount } = await accountFounder('Owner');
    await withTwoFactor(adminAccount);
    const version = (await twoFactorOverview(admin)).organizationVersion;
    for (const role of ['member', 'viewer'] as const) {
      const { accountId } = await accountJoining(admin, role);
      await signedInAs(accountId);
      await expect(setMfaRequirementAction(idle, formData({ required: 'on', version: String(version) }))).resolves.toEqual({
        status: 'error',
        fieldErrors: {},
        formError: FORBIDDEN_MESSAGE,
      });
    }
    expect((await twoFactorOverview(admin)).organizationRequires).toBe(false);
    await signedInAs(adminAccount);
    await expect(setMfaRequirementAction(idle, formData({ required: 'on', version: String(version) }))).resolves.toMatchObject({
      status: 'success',
      record: { required: true },
    });
  });
});
