import { bamboohrConnectSchema } from '@/lib/schemas/integrations/bamboohr-connect';
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';

const key = 'b1f0c2d3e4a5968778695a4b3c2d1e0f9a8b7c6d';
const messages = (input: unknown) => {
  const parsed = bamboohrConnectSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('Connect BambooHR', () => {
  it('reads the subdomain from the address too, and takes BambooHR’s API address by default', () => {
    expect(bamboohrConnectSchema.parse({ subdomain: ' https://Acme.bamboohr.com/home ', apiKey: key })).toEqual({
      subdomain: 'acme',
      apiKey: key,
      baseUrl: 'https://api.bamboohr.com',
    });
  });
  it('says what is wrong with each field', () => {
    expect(messages({ subdomain: '', apiKey: '' })).toEqual(["Enter the company's subdomain.", 'Enter an API key.']);
    expect(messages({ subdomain: 'acme corp', apiKey: 'short' })).toEqual([
      'Enter the subdomain as in your BambooHR address (acme for acme.bamboohr.com): letters, digits and hyphens.',
      'This is not a BambooHR API key: it is too short.',
    ]);
    expect(messages({ subdomain: 'acme', apiKey: `${key} x` })).toEqual(['This is not a BambooHR API key: it has spaces.']);
    expect(messages({ subdomain: 'acme', apiKey: key, baseUrl: 'http://api.bamboohr.com' })).toEqual([
      'Enter an https:// URL, such as https://api.bamboohr.com.',
    ]);
  });
});

describe('Connect Microsoft Intune', () => {
  it('asks for the same app credentials as Microsoft Entra ID', () => {
    const parsed = intuneConnectSchema.safeParse({ tenantId: 'acme.onmicrosoft.com', clientId: 'nope', clientSecret: 'x' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0])).toEqual(['clientId', 'clientSecret']);
  });
});
