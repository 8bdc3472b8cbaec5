import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { googleCloudConnectSchema } from '@/lib/schemas/integrations/google-cloud-connect';

const privateKey = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----\n';
const key = { type: 'service_account', client_email: 'reader@acme-platform.iam.gserviceaccount.com', private_key: privateKey };
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = googleCloudConnectSchema.safeParse({ serviceAccountKey: JSON.stringify(key), ...input });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('googleCloudConnectSchema', () => {
  it("keeps the key's e-mail and private key, fills Google's address and leaves out the provider key the form sends", () => {
    expect(
      googleCloudConnectSchema.parse({ serviceAccountKey: JSON.stringify({ ...key, project_id: 'x' }), provider: 'google-cloud' }),
    ).toEqual({
      serviceAccountKey: key,
      baseUrl: 'https://googleapis.com',
    });
    expect(googleCloudConnectSchema.parse({ serviceAccountKey: JSON.stringify(key), baseUrl: 'http://127.0.0.1:9000/' }).baseUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('says what is wrong with the key and the address', () => {
    expect(errorsOf({ serviceAccountKey: '' }).serviceAccountKey).toMatch(/^Paste the whole JSON key/);
    expect(errorsOf({ serviceAccountKey: '{"type":' }).serviceAccountKey).toMatch(/^This is not JSON\./);
    expect(errorsOf({ serviceAccountKey: JSON.stringify({ ...key, type: 'authorized_user' }) }).serviceAccountKey).toMatch(
      /is not a service account’s/,
    );
    expect(errorsOf({ serviceAccountKey: JSON.stringify({ ...key, private_key: 'secret' }) }).serviceAccountKey).toBe(
      'The JSON key’s private_key is not a PEM key.',
    );
    expect(errorsOf({ baseUrl: 'https://googleapis.com/storage/v1' }).baseUrl).toBe(
      'Enter the API URL alone, without a path, such as https://googleapis.com.',
    );
    expect(errorsOf({ baseUrl: 'http://example.com' }).baseUrl).toBe('Enter an https:// URL, such as https://googleapis.com.');
  });
});
