/** @jest-environment node */
import { revalidatePath, revalidateTag } from 'next/cache';
import {
  addTrustDomainAction,
  approveTrustAccessAction,
  declineTrustAccessAction,
  removeTrustDomainAction,
  revokeTrustAccessAction,
  saveTrustNdaAction,
} from '@/app/manage/settings/trust-access-actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { trustOrganizationTag } from '@/lib/domain/trust/rules';
import type { Member } from '@/lib/workspace/member';
import { trustNdaOf } from '@/lib/workspace/trust';
import { founder, joinAs, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('trust-access-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;
let admin: Member;
let member: Member;

beforeAll(async () => {
  admin = await founder('Access Admin');
  member = await joinAs(admin, 'member');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(revalidateTag).mockReset();
  jest.mocked(revalidatePath).mockReset();
});

describe('trust center access actions', () => {
  it('refuses a member (not an administrator) every one of them', async () => {
    jest.mocked(requireMember).mockResolvedValue(member);
    const refused = { status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE };
    await expect(saveTrustNdaAction(idle, formData({ text: 'x', version: '0' }))).resolves.toEqual(refused);
    await expect(approveTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1', days: '7' }))).resolves.toEqual(refused);
    await expect(declineTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1', reason: 'no' }))).resolves.toEqual(refused);
    await expect(revokeTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1' }))).resolves.toEqual(refused);
    await expect(addTrustDomainAction(idle, formData({ domain: 'acme.com' }))).resolves.toEqual(refused);
    await expect(removeTrustDomainAction(idle, formData({ id: UNKNOWN_ID }))).resolves.toEqual(refused);
  });

  it('saves the NDA and refreshes the published page; a stale editor is refused', async () => {
    jest.mocked(requireMember).mockResolvedValue(admin);
    expect(await saveTrustNdaAction(idle, formData({ text: 'Confidential.', version: '0' }))).toMatchObject({
      status: 'success',
      message: 'NDA saved (version 1).',
    });
    expect(revalidateTag).toHaveBeenCalledWith(trustOrganizationTag(admin.organizationId), { expire: 0 });
    expect(await saveTrustNdaAction(idle, formData({ text: 'Other.', version: '0' }))).toMatchObject({ status: 'error' });
    expect((await trustNdaOf(admin))?.text).toBe('Confidential.');
  });

  it('answers field messages for days out of range, a missing reason and a personal mail domain', async () => {
    jest.mocked(requireMember).mockResolvedValue(admin);
    expect(await approveTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1', days: '0' }))).toMatchObject({
      fieldErrors: { days: 'Enter the number of days, 1 to 365.' },
    });
    expect(await declineTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1', reason: ' ' }))).toMatchObject({
      fieldErrors: { reason: 'Enter the reason.' },
    });
    expect(await addTrustDomainAction(idle, formData({ domain: 'gmail.com' }))).toMatchObject({
      formError: 'A personal mail service cannot be an approved domain.',
    });
    expect(await approveTrustAccessAction(idle, formData({ id: UNKNOWN_ID, version: '1', days: '7' }))).toMatchObject({
      formError: 'The access request was not found in your organization. It may have been removed.',
    });
  });
});
