import { addDomainSchema, oidcSettingsSchema, policySchema, samlSettingsSchema } from '@/lib/schemas/sso/records';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('single sign-on forms', () => {
  it('takes a domain as e-mail addresses end, lower-cased, and refuses a URL or a bare name', () => {
    expect(addDomainSchema.parse({ domain: ' Acme.COM ' })).toEqual({ domain: 'acme.com' });
    for (const domain of ['https://acme.com', 'acme.com/path', 'localhost', 'acme.com:8443', '-acme.com']) {
      expect(firstMessage(addDomainSchema.safeParse({ domain }))).toBe('Enter a domain such as example.com (no https:// and no path).');
    }
  });

  it('asks for an https discovery URL and a client id', () => {
    expect(firstMessage(oidcSettingsSchema.safeParse({ version: '0', discoveryUrl: 'ftp://x', clientId: 'a' }))).toBe(
      'The discovery URL must be an https:// address.',
    );
    expect(firstMessage(oidcSettingsSchema.safeParse({ version: '0', discoveryUrl: 'https://x.test', clientId: ' ' }))).toBe(
      'Enter the client ID.',
    );
  });

  it('asks for SAML metadata pasted or by URL', () => {
    expect(firstMessage(samlSettingsSchema.safeParse({ version: '1', metadataXml: '', metadataUrl: '' }))).toBe(
      'Paste the metadata XML or enter its URL.',
    );
  });

  it('asks for a break-glass administrator when single sign-on is enforced', () => {
    const base = { version: '2', provisioning: 'jit', defaultRole: 'member' };
    expect(firstMessage(policySchema.safeParse({ ...base, enforced: 'on', breakGlassMemberId: '' }))).toBe(
      'Choose a break-glass administrator who keeps a password and two-factor sign-in.',
    );
    expect(policySchema.parse({ ...base, breakGlassMemberId: '' })).toEqual(expect.objectContaining({ enforced: false }));
  });
});
