/** @jest-environment node */
import '../auth/session-fixture';
import { headers } from 'next/headers';
import { guestAddRequestAction, guestDecideRequestAction } from '@/app/auditor/[auditId]/actions';
import { GET as exportRoute } from '@/app/auditor/[auditId]/requests/export/route';
import { issueToken } from '@/lib/backend/embedded';
import { peerHeaderName } from '@/lib/peer-address';
import { readSession } from '@/lib/session';
import { GUEST_ACT_FORBIDDEN, listAuditRequests } from '@/lib/workspace/audit-requests';
import type { Member } from '@/lib/workspace/member';
import { accountFounder, withTwoFactor } from '../mfa/accounts';
import { sampleSession } from '../auth/session-fixture';
import { withThrowAwayDatabase } from '../workspace/fixtures';
import { acceptedGuest, storedAudit } from '../workspace/audit-guests/fixtures';
import { formData } from '../actions/form-data';

withThrowAwayDatabase('auditor-guest-actions');

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/session', () => ({ ...jest.requireActual('@/lib/session'), readSession: jest.fn() }));

const idle = { status: 'idle' } as const;

/** The next requests come from this account's signed-in browser, as a server action's post. */
async function signedInAs(accountId: string) {
  const token = await issueToken(accountId);
  jest.mocked(readSession).mockResolvedValue(sampleSession(3600, { token, uuid: accountId }));
  const sent = new Headers({ [peerHeaderName()]: '192.0.2.79', 'next-action': 'a1b2c3' });
  jest.mocked(headers).mockResolvedValue(sent as Awaited<ReturnType<typeof headers>>);
}

const exported = (auditId: string) => exportRoute(new Request('http://localhost/'), { params: Promise.resolve({ auditId }) });

let admin: Member;
let adminAccount: string;
let auditId: string;
let otherAuditId: string;
let guestAccount: string;

beforeAll(async () => {
  ({ member: admin, accountId: adminAccount } = await accountFounder('Guest Actions'));
  auditId = (await storedAudit(admin)).id;
  otherAuditId = (await storedAudit(admin, { name: 'Other audit' })).id;
  guestAccount = (await acceptedGuest(admin, auditId)).accountId;
  await withTwoFactor(guestAccount);
}, 60_000);

describe('the guest’s server actions and export', () => {
  it('add a request to the guest’s own audit, and refuse another audit, bad input and a submission', async () => {
    await signedInAs(guestAccount);
    const fields = { auditId, reference: 'G-1', text: 'Provide the backup restore test.', dueOn: '' };
    await expect(guestAddRequestAction(auditId, idle, formData(fields))).resolves.toMatchObject({
      status: 'success',
      message: 'Request G-1 added.',
    });
    await expect(guestAddRequestAction(otherAuditId, idle, formData({ ...fields, auditId: otherAuditId }))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'This audit was not found.',
    });
    // Bound to the own audit but posting another's id: the workspace refuses it as not found.
    await expect(guestAddRequestAction(auditId, idle, formData({ ...fields, auditId: otherAuditId }))).resolves.toMatchObject({
      status: 'error',
      formError: 'The audit was not found in your organization. It may have been removed.',
    });
    const invalid = await guestAddRequestAction(auditId, idle, formData({ ...fields, reference: '' }));
    expect(invalid.status).toBe('error');
    expect(invalid.status === 'error' && invalid.fieldErrors.reference).toBeTruthy();

    const [request] = await listAuditRequests(admin, auditId);
    await expect(
      guestDecideRequestAction(auditId, idle, formData({ id: request!.id, version: '1', decision: 'submit', comment: '' })),
    ).resolves.toMatchObject({ status: 'error', formError: GUEST_ACT_FORBIDDEN });
    expect((await listAuditRequests(admin, auditId)).map((row) => [row.reference, row.status])).toEqual([['G-1', 'open']]);

    expect((await exported(auditId)).status).toBe(200);
    expect((await exported(otherAuditId)).status).toBe(404);
  });

  it('refuse a member of the audit’s organization', async () => {
    await withTwoFactor(adminAccount).catch(() => undefined);
    await signedInAs(adminAccount);
    const fields = { auditId, reference: 'M-1', text: 'Not through the auditor pages.', dueOn: '' };
    await expect(guestAddRequestAction(auditId, idle, formData(fields))).resolves.toMatchObject({
      status: 'error',
      formError: 'This audit was not found.',
    });
    expect((await exported(auditId)).status).toBe(404);
  });
});
