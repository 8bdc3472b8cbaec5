/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { saveFrameworkSettings } from '@/app/manage/frameworkSettings/actions';
import { activateHipaaAction } from '@/app/manage/hipaaActivate/actions';
import { completeIsoStepAction } from '@/app/manage/iso27001Setup/actions';
import { requireMember } from '@/lib/dal';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import { hipaaMessages, initialHipaaChoices } from '@/lib/domain/frameworks/hipaa-wizard';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { frameworkSettings, hipaaSetup, isoSetup } from '@/lib/workspace/frameworks';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('framework-setup-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let admin: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Setup Actions');
  viewer = await joinAs(admin, 'viewer');
  await addFrameworks(admin, ['soc2', 'iso27001']);
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

const confirmed = { ...initialHipaaChoices(), organizationName: 'Acme Health', confirmed: true };

describe('activateHipaaAction', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(activateHipaaAction({ choices: confirmed, version: 0 })).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer and stores nothing', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(activateHipaaAction({ choices: confirmed, version: 0 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect((await hipaaSetup(admin)).status).toBeNull();
  });

  it('answers messages for bad input and a missing confirmation, never throwing', async () => {
    const bad = await activateHipaaAction({ choices: { ...confirmed, sector: 'space', policies: ['bribery'] }, version: 0 });
    expect(bad.status === 'error' && Object.keys(bad.fieldErrors).sort()).toEqual(['choices.policies.0', 'choices.sector']);
    await expect(activateHipaaAction('garbage')).resolves.toMatchObject({ status: 'error' });
    await expect(activateHipaaAction({ choices: { ...confirmed, confirmed: false }, version: 0 })).resolves.toMatchObject({
      status: 'error',
      formError: hipaaMessages.confirmFirst,
    });
    expect((await hipaaSetup(admin)).status).toBeNull();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('activates HIPAA with its success message, then updates the answers; a stale version is refused', async () => {
    const state = await activateHipaaAction({ choices: confirmed, version: 0 });
    expect(state).toMatchObject({ status: 'success', message: hipaaMessages.activated, record: { status: 'active', version: 1 } });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/hipaaActivate');
    await expect(activateHipaaAction({ choices: confirmed, version: 0 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
    await expect(activateHipaaAction({ choices: { ...confirmed, organizationName: 'Acme Clinics' }, version: 1 })).resolves.toMatchObject({
      status: 'success',
      message: hipaaMessages.updated,
    });
    expect((await hipaaSetup(admin)).answers?.organizationName).toBe('Acme Clinics');
  });
});

describe('completeIsoStepAction', () => {
  it('refuses a viewer and bad input', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(completeIsoStepAction({ stepId: 'isms-scope', version: 1 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    await expect(completeIsoStepAction({ stepId: 'isms-scope' })).resolves.toMatchObject({ status: 'error' });
    await expect(completeIsoStepAction({ stepId: 'nope', version: 1 })).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringContaining('not found'),
    });
    expect((await isoSetup(admin))!.doneSteps).toEqual([]);
  });

  it('marks the step done, then refuses the same stale version', async () => {
    await expect(completeIsoStepAction({ stepId: 'isms-scope', version: 1 })).resolves.toEqual({
      status: 'success',
      record: { stepId: 'isms-scope', version: 2 },
      message: 'Define ISMS scope is marked as done.',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/iso27001Setup');
    await expect(completeIsoStepAction({ stepId: 'roles', version: 1 })).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
  });
});

describe('saveFrameworkSettings', () => {
  const request = (settings: unknown, version = 1, frameworkId = 'soc2') => ({ frameworkId, version, settings });

  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(saveFrameworkSettings(request(defaultFrameworkSettings()))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    await expect(saveFrameworkSettings(request(defaultFrameworkSettings()))).resolves.toEqual({ ok: false, refused: FORBIDDEN_MESSAGE });
  });

  it('answers field errors for bad input, never throwing', async () => {
    await expect(saveFrameworkSettings(request({ ...defaultFrameworkSettings(), complianceThreshold: 150 }))).resolves.toEqual({
      ok: false,
      errors: { complianceThreshold: 'Enter a number from 0 to 100.' },
    });
    const many = Array.from({ length: 21 }, (_, i) => `person${i}@example.com`).join(', ');
    await expect(saveFrameworkSettings(request({ ...defaultFrameworkSettings(), reportDistribution: many }))).resolves.toEqual({
      ok: false,
      errors: { reportDistribution: 'Enter at most 20 email addresses.' },
    });
    await expect(saveFrameworkSettings(request({ ...defaultFrameworkSettings(), reportDistribution: 'a@b.co; c@d.org' }))).resolves.toEqual(
      {
        ok: false,
        errors: { reportDistribution: 'Enter email addresses separated by commas.' },
      },
    );
    await expect(saveFrameworkSettings('not an object')).resolves.toMatchObject({ ok: false, refused: expect.any(String) });
    await expect(saveFrameworkSettings(request('not settings'))).resolves.toMatchObject({ ok: false });
    expect((await frameworkSettings(admin, 'soc2'))!.stored).toBe(false);
  });

  it('stores valid settings, answers the new version, and refuses a stale one', async () => {
    const inactive = { ...defaultFrameworkSettings(), status: 'inactive' };
    await expect(saveFrameworkSettings(request({ ...inactive, complianceThreshold: 80 }))).resolves.toEqual({
      ok: true,
      version: 2,
      message: 'Settings saved successfully.',
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/frameworkSettings');
    await expect(saveFrameworkSettings(request(inactive))).resolves.toEqual({ ok: false, refused: STALE_MESSAGE });
    expect((await frameworkSettings(admin, 'soc2'))!.settings.complianceThreshold).toBe(80);
  });

  it('says under Status that active needs the setup done first', async () => {
    const version = (await frameworkSettings(admin, 'soc2'))!.version;
    await expect(saveFrameworkSettings(request({ ...defaultFrameworkSettings(), status: 'active' }, version))).resolves.toEqual({
      ok: false,
      errors: { status: 'Finish the SOC 2 Type II setup before making it active: Frameworks › SOC 2 Type II › Continue Setup.' },
    });
    expect((await frameworkSettings(admin, 'soc2'))!.settings.status).toBe('inactive');
  });

  it('refuses a framework the organization does not follow', async () => {
    await expect(saveFrameworkSettings(request(defaultFrameworkSettings(), 1, 'gdpr'))).resolves.toMatchObject({
      ok: false,
      refused: expect.stringContaining('not found'),
    });
  });
});
