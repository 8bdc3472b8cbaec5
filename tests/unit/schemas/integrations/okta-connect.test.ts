import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { oktaConnectSchema } from '@/lib/schemas/integrations/okta-connect';

const token = '00abcDEF123ghiJKL456mnoPQR789stuVWX012yz-_';
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = oktaConnectSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const urlError = (orgUrl: unknown) => errorsOf({ orgUrl, token }).orgUrl;
const tokenError = (value: unknown) => errorsOf({ orgUrl: 'https://acme.okta.com', token: value }).token;

describe('oktaConnectSchema', () => {
  it('accepts an okta.com org, a custom domain and a trailing slash, trims, and leaves out the provider key the form sends', () => {
    expect(oktaConnectSchema.parse({ orgUrl: ' https://acme.okta.com ', token: ` ${token} `, provider: 'okta' })).toEqual({
      orgUrl: 'https://acme.okta.com',
      token,
    });
    for (const orgUrl of [
      'https://acme.okta.com/',
      'https://login.acme.example',
      'https://acme.oktapreview.com',
      'https://acme.okta-emea.com',
    ])
      expect(urlError(orgUrl)).toBeUndefined();
  });

  it('allows plain http only for this machine, where a local server may stand in', () => {
    for (const orgUrl of ['http://localhost:8080', 'http://127.0.0.1:4010/', 'http://localhost']) expect(urlError(orgUrl)).toBeUndefined();
    for (const orgUrl of ['http://acme.okta.com', 'http://10.0.0.5:8080', 'http://localhost.evil.example'])
      expect(urlError(orgUrl)).toBe('Enter an https:// URL, such as https://acme.okta.com.');
  });

  it('says what is wrong with an org URL', () => {
    expect(urlError(undefined)).toBe('Enter your Okta URL.');
    expect(urlError('  ')).toBe('Enter your Okta URL.');
    expect(urlError(`https://${'a'.repeat(300)}.okta.com`)).toBe('The Okta URL can be at most 300 characters.');
    for (const orgUrl of [
      'acme.okta.com',
      'https://acme.okta.com/api/v1',
      'https://acme.okta.com/?x=1',
      'ftp://acme.okta.com',
      'https://user@acme.okta.com',
    ])
      expect(urlError(orgUrl)).toBe('Enter the Okta URL alone, without a path, such as https://acme.okta.com.');
    expect(urlError('https://acme-admin.okta.com')).toBe('Enter the org URL without -admin, such as https://acme.okta.com.');
  });

  it('says what is wrong with a token', () => {
    expect(tokenError(undefined)).toBe('Enter an Okta API token.');
    expect(tokenError('   ')).toBe('Enter an Okta API token.');
    expect(tokenError('00abc def123ghiJKL456mnoPQR')).toBe('This is not an Okta API token: it has spaces.');
    expect(tokenError('00abc')).toBe('This is not an Okta API token: it is too short.');
    expect(tokenError('0'.repeat(201))).toBe('This is not an Okta API token: it is too long.');
    expect(tokenError('0'.repeat(20))).toBeUndefined();
  });
});
