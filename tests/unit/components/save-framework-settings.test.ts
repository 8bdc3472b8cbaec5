/** @jest-environment node */
import { saveFrameworkSettings } from '@/app/manage/frameworkSettings/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { defaultFrameworkSettings } from '@/lib/domain/framework-settings';

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
const verify = jest.mocked(requireMember);
const member = { id: 'm-1', organizationId: 'o-1', organizationName: 'Acme', subject: 'embedded:u-1', email: 'a@example.com', displayName: 'Ana', role: 'member' } as const;

beforeEach(() => {
  verify.mockReset();
  verify.mockResolvedValue(member);
});

describe('saveFrameworkSettings (server action)', () => {
  it('accepts valid settings after checking the session', async () => {
    await expect(saveFrameworkSettings(defaultFrameworkSettings())).resolves.toEqual({ ok: true });
    expect(verify).toHaveBeenCalledTimes(1);
  });
  it('checks the session before anything else', async () => {
    verify.mockRejectedValue(new Error('NEXT_REDIRECT'));
    await expect(saveFrameworkSettings(defaultFrameworkSettings())).rejects.toThrow('NEXT_REDIRECT');
  });
  it('refuses a viewer', async () => {
    verify.mockResolvedValue({ ...member, role: 'viewer' });
    await expect(saveFrameworkSettings(defaultFrameworkSettings())).resolves.toEqual({ ok: false, refused: FORBIDDEN_MESSAGE });
  });
  it('answers field errors for bad input, never throwing', async () => {
    await expect(saveFrameworkSettings({ ...defaultFrameworkSettings(), complianceThreshold: 150 })).resolves.toEqual({
      ok: false,
      errors: { complianceThreshold: 'Enter a number from 0 to 100.' },
    });
    const garbage = await saveFrameworkSettings('not an object');
    expect(garbage.ok).toBe(false);
  });
});
