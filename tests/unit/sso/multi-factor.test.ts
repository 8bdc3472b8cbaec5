import { oidcSaysMultiFactor, samlSaysMultiFactor } from '@/lib/sso/multi-factor';

describe('whether a provider says the sign-in used more than a password', () => {
  it.each([
    [{ amr: ['pwd', 'mfa'] }, true],
    [{ amr: ['pwd', 'otp'] }, true],
    [{ amr: ['hwk'] }, true],
    [{ amr: ['swk', 'pin'] }, true],
    [{ amr: ['PWD', 'FPT'] }, true],
    [{ amr: ['pwd'] }, false],
    [{ amr: ['pwd', 'kba', 'pin'] }, false],
    [{ amr: 'mfa' }, false],
    [{ amr: [42, null] }, false],
    [{}, false],
    [{ acr: 'https://refeds.org/profile/mfa' }, true],
    [{ acr: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor' }, true],
    [{ acr: 'phr' }, true],
    [{ acr: 'urn:okta:loa:1fa:any' }, false],
    [{ acr: '0' }, false],
    [{ amr: ['pwd'], acr: 'urn:okta:loa:2fa:any' }, true],
  ])('OIDC %j: %s', (claims, expected) => {
    expect(oidcSaysMultiFactor(claims)).toBe(expected);
  });

  it.each([
    [['urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport'], false],
    [['urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract'], true],
    [['urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken'], true],
    [['urn:oasis:names:tc:SAML:2.0:ac:classes:Password', ' http://schemas.microsoft.com/claims/multipleauthn '], true],
    [['urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified'], false],
    [[], false],
  ])('SAML %j: %s', (classRefs, expected) => {
    expect(samlSaysMultiFactor(classRefs)).toBe(expected);
  });
});
