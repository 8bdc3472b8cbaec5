/** @jest-environment node */
import { parseAuthInput } from '@/components/auth/parse-auth-input';

describe('parseAuthInput', () => {
  it('returns the parsed data of a valid form', async () => {
    await expect(parseAuthInput((schemas) => schemas.resetRequestSchema, { email: ' a@b.co ' })).resolves.toEqual({
      ok: true,
      data: { email: 'a@b.co' },
    });
  });

  it('returns the first message per field of an invalid form', async () => {
    const parsed = await parseAuthInput((schemas) => schemas.resetPasswordSchema, { password: 'long enough', confirmPassword: 'other' });
    expect(parsed).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match' } });
  });

  it('says the form could not be checked when the schemas cannot load', async () => {
    jest.resetModules();
    jest.doMock('@/lib/schemas/auth', () => {
      throw new Error('chunk failed to load');
    });
    const { parseAuthInput: parseOffline } = await import('@/components/auth/parse-auth-input');
    const parsed = await parseOffline((schemas) => schemas.loginSchema, {});
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.form).toMatch(/could not be checked/);
  });
});
