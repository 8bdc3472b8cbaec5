/** @jest-environment node */
import './session-fixture';
import { NextRequest, type NextResponse } from 'next/server';
import { POST as start } from '@/app/api/auth/sso/start/route';
import { POST as acs } from '@/app/api/auth/sso/saml/acs/route';
import { peerHeaderName } from '@/lib/peer-address';
import { unsealSession } from '@/lib/session';
import type { Member } from '@/lib/workspace/member';
import { markConnectionTested, saveSamlConnection, setSsoEnabled } from '@/lib/workspace/sso';
import { newSigningKey, samlResponse } from '@/tests/support/sso/saml-idp';
import { readAuthnRequest, SamlIdpStandIn, type AuthnRequest } from '@/tests/support/sso/saml-idp-server';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { verifiedDomain } from '../workspace/sso/fixtures';

// The provider's metadata address is the stand-in on 127.0.0.1, which the guarded client reaches because the
// operator allows it, as for the other stand-ins.
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1';
const origin = 'http://127.0.0.1:3000';
process.env.SITE_URL = origin;
withThrowAwayDatabase('sso-saml-acs');

let idp: SamlIdpStandIn;
beforeEach(async () => {
  idp = await new SamlIdpStandIn().start();
});
afterEach(() => idp.stop());

let addresses = 0;
const freshPeer = () => ({ [peerHeaderName()]: `203.0.113.${(addresses += 1)}` });

/** An organization whose SAML connection was saved from the stand-in's metadata URL, tested and switched on. */
async function connectedByUrl(name: string): Promise<{ admin: Member; domain: string }> {
  const admin = await founder(name);
  const saved = await saveSamlConnection(admin, { version: 0, metadataXml: '', metadataUrl: idp.metadataUrl });
  const domain = await verifiedDomain(admin);
  await markConnectionTested(admin.organizationId, admin.id, `admin@${domain}`);
  await setSsoEnabled(admin, { version: saved.version, enabled: true });
  return { admin, domain };
}

/** The sign-in page's first step for `email`: the provider's address, read as the provider reads its AuthnRequest. */
async function startedSignIn(email: string): Promise<AuthnRequest> {
  const response = await start(
    new NextRequest(`${origin}/api/auth/sso/start`, {
      method: 'POST',
      body: JSON.stringify({ email }),
      headers: { origin, host: '127.0.0.1:3000', 'content-type': 'application/json', ...freshPeer() },
    }),
  );
  const { data } = (await response.json()) as { data: { sso: boolean; redirect: string } };
  expect(data.redirect.startsWith(idp.ssoUrl)).toBe(true);
  return readAuthnRequest(data.redirect);
}

/** The provider's page posting its answer to the ACS, from another site. */
const post = (fields: Record<string, string>) =>
  acs(
    new NextRequest(`${origin}/api/auth/sso/saml/acs`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { origin: 'http://127.0.0.1:9', 'content-type': 'application/x-www-form-urlencoded', ...freshPeer() },
    }),
  );

const errorOf = (response: Response) => new URL(response.headers.get('location')!).searchParams.get('sso_error');
const SIGNATURE_REFUSED = 'The SAML response’s signature is not valid for this identity provider.';

async function expectSignedIn(response: NextResponse) {
  expect(errorOf(response)).toBeNull();
  expect(response.headers.get('location')).toBe(`${origin}/manage`);
  expect(await unsealSession(response.cookies.get('AccessToken')?.value)).toEqual(expect.objectContaining({ token: expect.any(String) }));
}

function expectRefused(response: NextResponse, message: string) {
  expect(response.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/login\?/);
  expect(errorOf(response)).toBe(message);
  expect(response.cookies.get('AccessToken')).toBeUndefined();
}

describe('a provider that rotates its signing key, through the assertion consumer', () => {
  it('signs the person in by the new key once the metadata is read again, and reads it no more within the minute', async () => {
    const { domain } = await connectedByUrl('Rotor');
    const readsAtSave = idp.metadataReads;
    idp.rotate();

    await expectSignedIn(await post(idp.responseFor(await startedSignIn(`ann@${domain}`), `ann@${domain}`)));
    expect(idp.metadataReads).toBe(readsAtSave + 1);
    // The metadata now stored names the new key: a second sign-in by it reads nothing.
    await expectSignedIn(await post(idp.responseFor(await startedSignIn(`ben@${domain}`), `ben@${domain}`)));
    expect(idp.metadataReads).toBe(readsAtSave + 1);

    // Another unknown key within the minute is refused without asking the provider again.
    const stranger = newSigningKey('Stranger');
    expectRefused(await post(idp.responseFor(await startedSignIn(`cy@${domain}`), `cy@${domain}`, { key: stranger })), SIGNATURE_REFUSED);
    expect(idp.metadataReads).toBe(readsAtSave + 1);
  });

  it('refuses with a sentence a key that the metadata, read again, does not name either', async () => {
    const { domain } = await connectedByUrl('Forger');
    const readsAtSave = idp.metadataReads;
    const response = await post(idp.responseFor(await startedSignIn(`dee@${domain}`), `dee@${domain}`, { key: newSigningKey('Forger') }));
    expectRefused(response, SIGNATURE_REFUSED);
    expect(idp.metadataReads).toBe(readsAtSave + 1);
  });
});

describe('an assertion the consumer refuses', () => {
  it('refuses one that expired, with the reason', async () => {
    const { domain } = await connectedByUrl('Late');
    const request = await startedSignIn(`eve@${domain}`);
    const SAMLResponse = samlResponse({
      issuer: idp.entityId,
      audience: request.audience,
      acsUrl: request.acsUrl,
      inResponseTo: request.id,
      email: `eve@${domain}`,
      key: idp.key,
      issuedAt: new Date(Date.now() - 20 * 60 * 1000),
      validForMs: 5 * 60 * 1000,
    });
    expectRefused(
      await post({ SAMLResponse, RelayState: request.relayState }),
      'The SAML assertion has expired. Check the server clocks and try again.',
    );
  });

  it('refuses one that answers another sign-in than the one its relay state started', async () => {
    const { domain } = await connectedByUrl('Swapped');
    const mine = await startedSignIn(`fay@${domain}`);
    const other = await startedSignIn(`fay@${domain}`);
    const answer = idp.responseFor(other, `fay@${domain}`);
    expectRefused(
      await post({ ...answer, RelayState: mine.relayState }),
      'The SAML response does not answer the sign-in started here. Please start again.',
    );
  });

  it('refuses the same assertion posted again after it signed the person in', async () => {
    const { domain } = await connectedByUrl('Replayed');
    const answer = idp.responseFor(await startedSignIn(`gus@${domain}`), `gus@${domain}`);
    await expectSignedIn(await post(answer));
    expectRefused(await post(answer), 'This sign-in answer was already used. Please start again.');
  });
});
