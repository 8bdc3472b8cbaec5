/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { activateFramework } from '@/app/manage/frameworks/actions';
import { saveFrameworkSetup } from '@/app/manage/frameworkSetup/actions';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { NOT_A_MEMBER_MESSAGE, PAST_TARGET_MESSAGE } from '@/lib/domain/frameworks/setup';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { addFrameworks, frameworkSetup, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('framework-status-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let admin: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Status Actions');
  viewer = await joinAs(admin, 'viewer');
  await addFrameworks(admin, ['soc2']);
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

const DAY = 24 * 60 * 60 * 1000;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const soc2Setup = (patch: Record<string, string> = {}) =>
  form({
    frameworkId: 'soc2',
    version: '1',
    scope: 'Production on AWS',
    ownerMemberId: admin.id,
    targetAuditOn: dayOf(new Date(Date.now() + 60 * DAY)),
    reportType: 'type2',
    ...patch,
  });

describe('saveFrameworkSetup', () => {
  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup())).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
  });

  it("answers the schema's and the server's field messages, changing nothing", async () => {
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup({ scope: '', reportType: '' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: { scope: 'Describe the systems and teams in scope.', reportType: 'Choose the report type.' },
    });
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup({ targetAuditOn: '2020-01-01' }))).resolves.toEqual({
      status: 'error',
      fieldErrors: { targetAuditOn: PAST_TARGET_MESSAGE },
    });
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup({ ownerMemberId: (await founder('Outsider')).id }))).resolves.toEqual({
      status: 'error',
      fieldErrors: { ownerMemberId: NOT_A_MEMBER_MESSAGE },
    });
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup({ frameworkId: 'nope' }))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringContaining('not found'),
    });
    expect(await frameworkSetup(admin, 'soc2')).toMatchObject({ status: 'progress', answers: null });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('saves the setup, says the framework is active, and refuses the same version again', async () => {
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup())).resolves.toEqual({
      status: 'success',
      record: { version: 2 },
      message: 'The SOC 2 Type II setup is done: SOC 2 Type II is now active.',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/frameworks');
    expect((await listOrganizationFrameworks(admin)).map((row) => row.status)).toEqual(['review']);
    await expect(saveFrameworkSetup({ status: 'idle' }, soc2Setup())).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
  });
});

describe('activateFramework', () => {
  it('adds the framework and answers its setup', async () => {
    await expect(activateFramework({ frameworkId: 'gdpr' })).resolves.toEqual({
      status: 'success',
      record: { href: '/manage/frameworkSetup?framework=gdpr' },
      message: 'GDPR was added. Complete its setup to make it active.',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/frameworks');
  });

  it('refuses a viewer and an id outside the directory', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(activateFramework({ frameworkId: 'pci-dss' })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    await expect(activateFramework({ frameworkId: 'nope' })).resolves.toMatchObject({
      status: 'error',
      formError: 'This framework cannot be activated. Reload the page and try again.',
    });
    expect((await listOrganizationFrameworks(admin)).map((row) => row.frameworkId)).toEqual(['soc2', 'gdpr']);
  });
});
