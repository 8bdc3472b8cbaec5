/** @jest-environment node */
import { proofFileUrl, proveDomain, txtRecordProves } from '@/lib/sso/domain-proof';

// Read by lib/env.ts on first use: one host the operator allows at one port, one at every port.
process.env.OUTBOUND_ALLOWED_HOSTS = 'intranet.acme.test:8080,any-port.acme.test';

describe('the proof of a domain', () => {
  it('reads the file over https on the domain, or over http at the one port the operator allows for it', () => {
    expect(proofFileUrl('acme.com')).toBe('https://acme.com/.well-known/complia-domain-verification.txt');
    expect(proofFileUrl('intranet.acme.test')).toBe('http://intranet.acme.test:8080/.well-known/complia-domain-verification.txt');
    expect(proofFileUrl('any-port.acme.test')).toBe('https://any-port.acme.test/.well-known/complia-domain-verification.txt');
  });

  it('finds the token in a TXT record split into strings, and nowhere else', async () => {
    const records = async () => [['v=spf1 -all'], ['complia-domain-verification=', 'abc123']];
    expect(await txtRecordProves('acme.com', 'abc123', records)).toBe(true);
    expect(await txtRecordProves('acme.com', 'abc12', records)).toBe(false);
  });

  it('says what was looked for when neither proof is there', async () => {
    const result = await proveDomain('acme.com', 'abc123', {
      resolve: async () => [],
      fetcher: async () => new Response('abc123 and more'),
    });
    expect(result).toEqual({ proven: false, message: expect.stringContaining('"complia-domain-verification=abc123" on acme.com') });
  });
});
