/** @jest-environment node */
import { saveFrameworkSettings } from '@/app/manage/frameworkSettings/actions';
import { defaultFrameworkSettings } from '@/lib/domain/framework-settings';

describe('saveFrameworkSettings (server action)', () => {
  it('accepts valid settings', async () => {
    await expect(saveFrameworkSettings(defaultFrameworkSettings())).resolves.toEqual({ ok: true });
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
