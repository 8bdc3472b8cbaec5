/** @jest-environment node */
import { finishSaml, newRequestId, serviceProviderMetadata, startSaml } from '@/lib/sso/saml';
import { SsoFailure } from '@/lib/sso/failure';
import { parseIdpMetadata } from '@/lib/sso/saml-metadata';
import { idpMetadata, newSigningKey, samlResponse, type AssertionOptions } from '@/tests/support/sso/saml-idp';

const sp = { entityId: 'https://complia.test/api/auth/sso/saml/metadata/org-1', acsUrl: 'https://complia.test/api/auth/sso/saml/acs' };
const idpEntity = 'https://idp.acme.test/metadata';
const idpKey = newSigningKey('Acme IdP');
const otherKey = newSigningKey('Someone else');
const idp = parseIdpMetadata(idpMetadata(idpEntity, 'https://idp.acme.test/sso', idpKey));

function assertion(requestId: string, changes: Partial<AssertionOptions> = {}) {
  return samlResponse({
    issuer: idpEntity,
    audience: sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo: requestId,
    email: 'Ann@Acme.test',
    key: idpKey,
    ...changes,
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure)) throw new Error(`Expected an SsoFailure, got ${String(error)}`);
  return error.message;
}

describe('SAML sign-in against a local identity provider', () => {
  it('sends the person to the IdP with a deflated AuthnRequest naming the request id, and the relay state beside it', async () => {
    const requestId = newRequestId();
    const url = new URL(await startSaml(sp, idp, requestId, 'sealed-relay'));
    expect(url.origin + url.pathname).toBe('https://idp.acme.test/sso');
    expect(url.searchParams.get('RelayState')).toBe('sealed-relay');
    const { inflateRawSync } = await import('node:zlib');
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain(`ID="${requestId}"`);
    expect(request).toContain(`AssertionConsumerServiceURL="${sp.acsUrl}"`);
    expect(request).toContain(sp.entityId);
  });

  it('accepts an assertion signed by the IdP for this request and answers the e-mail and assertion id', async () => {
    const requestId = newRequestId();
    const identity = await finishSaml(sp, idp, requestId, assertion(requestId, { assertionId: '_assertion-1' }));
    expect(identity).toEqual(expect.objectContaining({ email: 'ann@acme.test', assertionId: '_assertion-1', issuer: idpEntity }));
    expect(identity.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('says whether the provider signed the person in with more than a password, from its AuthnContextClassRef', async () => {
    const answers: [string | undefined, boolean][] = [
      [undefined, false],
      ['urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract', true],
      ['http://schemas.microsoft.com/claims/multipleauthn', true],
      ['https://refeds.org/profile/mfa', true],
      ['urn:oasis:names:tc:SAML:2.0:ac:classes:Password', false],
    ];
    for (const [authnContextClassRef, multiFactor] of answers) {
      const requestId = newRequestId();
      const identity = await finishSaml(sp, idp, requestId, assertion(requestId, { authnContextClassRef }));
      expect({ authnContextClassRef, multiFactor: identity.multiFactor }).toEqual({ authnContextClassRef, multiFactor });
    }
  });

  it('refuses a forged assertion (signed by another key)', async () => {
    const requestId = newRequestId();
    expect(await refusalOf(finishSaml(sp, idp, requestId, assertion(requestId, { key: otherKey })))).toBe(
      'The SAML response’s signature is not valid for this identity provider.',
    );
  });

  it('refuses an assertion altered after signing', async () => {
    const requestId = newRequestId();
    const xml = Buffer.from(assertion(requestId), 'base64').toString('utf8').replace('Ann@Acme.test', 'ceo@acme.test');
    expect(await refusalOf(finishSaml(sp, idp, requestId, Buffer.from(xml).toString('base64')))).toMatch(/signature is not valid/);
  });

  it('refuses an expired assertion', async () => {
    const requestId = newRequestId();
    const stale = assertion(requestId, { issuedAt: new Date(Date.now() - 60 * 60 * 1000), validForMs: 5 * 60 * 1000 });
    expect(await refusalOf(finishSaml(sp, idp, requestId, stale))).toBe(
      'The SAML assertion has expired. Check the server clocks and try again.',
    );
  });

  it('refuses an assertion for another service provider (wrong audience)', async () => {
    const requestId = newRequestId();
    const elsewhere = assertion(requestId, { audience: 'https://other-app.test/saml' });
    expect(await refusalOf(finishSaml(sp, idp, requestId, elsewhere))).toBe(
      'The SAML assertion was issued for another service provider (wrong audience).',
    );
  });

  it('refuses an assertion from another issuer, even one signed with the same key', async () => {
    const requestId = newRequestId();
    expect(await refusalOf(finishSaml(sp, idp, requestId, assertion(requestId, { issuer: 'https://evil.test/idp' })))).toBe(
      'The SAML response came from another identity provider (wrong issuer).',
    );
  });

  it('refuses an answer to another request (an assertion replayed into a new sign-in)', async () => {
    const first = newRequestId();
    const answer = assertion(first);
    expect(await refusalOf(finishSaml(sp, idp, newRequestId(), answer))).toBe(
      'The SAML response does not answer the sign-in started here. Please start again.',
    );
  });

  it('refuses a response that is not SAML at all', async () => {
    expect(await refusalOf(finishSaml(sp, idp, newRequestId(), Buffer.from('<html/>').toString('base64')))).toMatch(/SAML/);
  });

  it('publishes SP metadata with the entity id and the ACS address', () => {
    const xml = serviceProviderMetadata(sp);
    expect(xml).toContain(`entityID="${sp.entityId}"`);
    expect(xml).toContain(`Location="${sp.acsUrl}"`);
  });
});
