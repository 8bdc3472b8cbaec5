import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';

const valid = {
  tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
  clientId: '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10',
  clientSecret: 'Qx8~abcdefghijklmnopqrstuvwxyz0123456789',
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = azureConnectSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('azureConnectSchema', () => {
  it("fills Microsoft's addresses and leaves out the provider key the form sends", () => {
    expect(azureConnectSchema.parse({ ...valid, provider: 'azure' })).toEqual({
      ...valid,
      loginUrl: 'https://login.microsoftonline.com',
      managementUrl: 'https://management.azure.com',
    });
    expect(azureConnectSchema.parse({ ...valid, managementUrl: 'https://management.usgovcloudapi.net/' }).managementUrl).toBe(
      'https://management.usgovcloudapi.net',
    );
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf({ tenantId: '' }).tenantId).toBe('Enter the tenant ID.');
    expect(errorsOf({ clientId: 'acme' }).clientId).toMatch(/^Enter the app's client \(application\) ID/);
    expect(errorsOf({ clientSecret: '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f' }).clientSecret).toBe(
      "This is the secret's ID: copy its Value instead.",
    );
    expect(errorsOf({ managementUrl: 'https://management.azure.com/subscriptions' }).managementUrl).toBe(
      'Enter the Resource Manager URL alone, without a path, such as https://management.azure.com.',
    );
    expect(errorsOf({ managementUrl: 'http://example.com' }).managementUrl).toBe(
      'Enter an https:// URL, such as https://management.azure.com.',
    );
  });
});
