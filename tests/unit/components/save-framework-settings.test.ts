/** @jest-environment node */
import { saveFrameworkSettings } from '@/app/manage/frameworkSettings/actions';
import { verifySession } from '@/lib/dal';
import { defaultFrameworkSettings } from '@/lib/domain/framework-settings';

jest.mock('@/lib/dal', () => ({ verifySession: jest.fn() }));
const verify = jest.mocked(verifySession);

beforeEach(() => {
  verify.mockReset();
  verify.mockResolvedValue({ nickname: 'Acme', headimgurl: '', type: 0, uuid: 'u', time_zone: 'UTC', cart: 0 } as never);
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
  it('answers field errors for bad input, never throwing', async () => {
    await expect(saveFrameworkSettings({ ...defaultFrameworkSettings(), complianceThreshold: 150 })).resolves.toEqual({
      ok: false,
      errors: { complianceThreshold: 'Enter a number from 0 to 100.' },
    });
    const garbage = await saveFrameworkSettings('not an object');
    expect(garbage.ok).toBe(false);
  });
});
