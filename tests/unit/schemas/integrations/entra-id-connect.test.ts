import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';

const valid = {
  tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
  clientId: '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10',
  clientSecret: 'Qx8~abcdefghijklmnopqrstuvwxyz0123456789',
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = entraIdConnectSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('entraIdConnectSchema', () => {
  it("fills Microsoft's addresses, trims, lower-cases the tenant and leaves out the provider key the form sends", () => {
    expect(entraIdConnectSchema.parse({ ...valid, tenantId: ' Acme.onMicrosoft.com ', provider: 'entra-id' })).toEqual({
      ...valid,
      tenantId: 'acme.onmicrosoft.com',
      loginUrl: 'https://login.microsoftonline.com',
      graphUrl: 'https://graph.microsoft.com',
    });
    expect(
      entraIdConnectSchema.parse({ ...valid, loginUrl: 'https://login.microsoftonline.us/', graphUrl: 'https://graph.microsoft.us' }),
    ).toMatchObject({
      loginUrl: 'https://login.microsoftonline.us',
      graphUrl: 'https://graph.microsoft.us',
    });
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf({ tenantId: '' }).tenantId).toBe('Enter the tenant ID.');
    expect(errorsOf({ tenantId: 'not a tenant' }).tenantId).toMatch(/^Enter the tenant ID \(a GUID/);
    expect(errorsOf({ clientId: 'my-app' }).clientId).toMatch(/^Enter the app's client \(application\) ID/);
    expect(errorsOf({ clientSecret: '' }).clientSecret).toBe('Enter a client secret of the app.');
    expect(errorsOf({ clientSecret: 'short' }).clientSecret).toBe('This is not a client secret: it is too short.');
    expect(errorsOf({ clientSecret: 'has a space in the secret' }).clientSecret).toBe('This is not a client secret: it has spaces.');
    expect(errorsOf({ clientSecret: '0b7c1f4e-2d3a-4c5b-8e9f-1a2b3c4d5e6f' }).clientSecret).toBe(
      "This is the secret's ID: copy its Value instead.",
    );
  });

  it('takes https addresses alone, and plain http only for this machine', () => {
    expect(errorsOf({ graphUrl: 'http://127.0.0.1:4010' }).graphUrl).toBeUndefined();
    expect(errorsOf({ graphUrl: 'http://graph.example' }).graphUrl).toBe('Enter an https:// URL, such as https://graph.microsoft.com.');
    expect(errorsOf({ loginUrl: 'https://login.microsoftonline.com/tenant' }).loginUrl).toBe(
      'Enter the sign-in URL alone, without a path, such as https://login.microsoftonline.com.',
    );
    expect(errorsOf({ graphUrl: 'https://user:pass@graph.example' }).graphUrl).toMatch(/^Enter the Graph URL alone/);
  });
});
