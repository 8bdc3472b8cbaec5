/** @jest-environment node */
import './session-fixture';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as acs } from '@/app/api/auth/sso/saml/acs/route';
import { POST as secondStep } from '@/app/api/user-management/login/mfa/route';
import { getDb } from '@/lib/db/client';
import { organizations, users } from '@/lib/db/schema';
import { peerHeaderName } from '@/lib/peer-address';
import { unsealSession } from '@/lib/session';
import { sealPendingSso } from '@/lib/sso/pending';
import { newRequestId } from '@/lib/sso/saml';
import { serviceProviderOf } from '@/lib/sso/urls';
import { samlResponse } from '@/tests/support/sso/saml-idp';
import { accountFounder, codeFor, withTwoFactor } from '../mfa/accounts';
import { withThrowAwayDatabase } from '../workspace/fixtures';
import { IDP_ENTITY, idpKey, ssoOrganization } from '../workspace/sso/fixtures';

const origin = 'http://127.0.0.1:3000';
process.env.SITE_URL = origin;
withThrowAwayDatabase('sso-two-factor');

const PASSWORD_ONLY = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
const TWO_FACTOR = 'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract';

let addresses = 0;
const freshPeer = () => ({ [peerHeaderName()]: `198.51.100.${(addresses += 1)}` });

/** The provider's page posts a signed assertion for `email`, saying how it signed them in. */
async function signOn(organizationId: string, email: string, authnContextClassRef: string) {
  const requestId = newRequestId();
  const RelayState = await sealPendingSso({ organizationId, protocol: 'saml', testBy: null, requestId });
  const sp = serviceProviderOf(organizationId);
  const SAMLResponse = samlResponse({
    issuer: IDP_ENTITY,
    audience: sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo: requestId,
    email,
    key: idpKey,
    authnContextClassRef,
  });
  return acs(
    new NextRequest(`${origin}/api/auth/sso/saml/acs`, {
      method: 'POST',
      body: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
      headers: { origin: 'https://idp.fixture.test', 'content-type': 'application/x-www-form-urlencoded', ...freshPeer() },
    }),
  );
}

/** An organization signing in through its provider, requiring two-factor sign-in or not. */
async function organization(name: string, requireMfa: boolean): Promise<{ organizationId: string; domain: string }> {
  const { member: admin } = await accountFounder(name);
  const { domain } = await ssoOrganization(admin);
  await (await getDb()).update(organizations).set({ requireMfa }).where(eq(organizations.id, admin.organizationId));
  return { organizationId: admin.organizationId, domain };
}

/** A person the provider signed in once (just in time), with the product's own two-factor sign-in turned on. */
async function memberWithOwnCode(organizationId: string, email: string): Promise<string> {
  expect((await signOn(organizationId, email, TWO_FACTOR)).status).toBe(303);
  const [account] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  return (await withTwoFactor(account!.id)).secret;
}

/** A route's answer, with the cookies it sets. */
type Answer = Response & { cookies: { get(name: string): { value: string } | undefined } };
const cookieOf = (response: Response, name: string) => (response as Answer).cookies.get(name)?.value;
const sessionOf = (response: Response) => unsealSession(cookieOf(response, 'AccessToken'));

describe('two-factor sign-in after single sign-on, when the organization requires it', () => {
  it('asks for nothing more when the provider says it signed the person in with a second factor', async () => {
    const { organizationId, domain } = await organization('Ida', true);
    const response = await signOn(organizationId, `ann@${domain}`, TWO_FACTOR);
    expect(response.headers.get('location')).toBe(`${origin}/manage`);
    expect(await sessionOf(response)).toEqual(expect.objectContaining({ secondFactor: 'provider' }));
    expect(cookieOf(response, 'SignInStep')).toBeUndefined();
  });

  it('asks for the product’s code when the provider does not say so, and signs in once it is given', async () => {
    const { organizationId, domain } = await organization('Jon', true);
    const email = `bea@${domain}`;
    const secret = await memberWithOwnCode(organizationId, email);

    const response = await signOn(organizationId, email, PASSWORD_ONLY);
    expect(response.headers.get('location')).toBe(`${origin}/login?sso_step=code`);
    expect(cookieOf(response, 'AccessToken')).toBeUndefined();
    const pending = cookieOf(response, 'SignInStep');
    expect(pending).toBeTruthy();

    const answered = await secondStep(
      new NextRequest(`${origin}/api/user-management/login/mfa`, {
        method: 'POST',
        body: JSON.stringify({ code: codeFor(secret) }),
        headers: { origin, host: '127.0.0.1:3000', 'content-type': 'application/json', cookie: `SignInStep=${pending}`, ...freshPeer() },
      }),
    );
    expect(answered.status).toBe(200);
    const session = await sessionOf(answered);
    expect(session?.token).toEqual(expect.any(String));
    expect(session?.secondFactor).toBeUndefined();
  });

  it('signs in a person with no code of their own and holds them at the setup, saying why', async () => {
    const { organizationId, domain } = await organization('Kim', true);
    const response = await signOn(organizationId, `cy@${domain}`, PASSWORD_ONLY);
    expect(response.headers.get('location')).toBe(`${origin}/manage/settings?path=security&sso_second_factor=missing`);
    const session = await sessionOf(response);
    expect(session?.token).toEqual(expect.any(String));
    expect(session?.secondFactor).toBeUndefined();
  });
});

describe('single sign-on where the organization does not require two-factor sign-in', () => {
  it('signs the person in without the product’s code, even when their account has one', async () => {
    const { organizationId, domain } = await organization('Lou', false);
    const email = `dee@${domain}`;
    await memberWithOwnCode(organizationId, email);
    const response = await signOn(organizationId, email, PASSWORD_ONLY);
    expect(response.headers.get('location')).toBe(`${origin}/manage`);
    expect((await sessionOf(response))?.token).toEqual(expect.any(String));
    expect(cookieOf(response, 'SignInStep')).toBeUndefined();
  });
});
