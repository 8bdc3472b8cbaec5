/** @jest-environment node */
import './session-fixture';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/user-management/login/route';
import { POST as register } from '@/app/api/user-management/register/route';
import { POST as lookup } from '@/app/api/auth/sso/lookup/route';
import { POST as start } from '@/app/api/auth/sso/start/route';
import { POST as acs } from '@/app/api/auth/sso/saml/acs/route';
import { peerHeaderName } from '@/lib/peer-address';
import { SSO_DOMAIN_CLAIMED, SSO_ENFORCED } from '@/lib/schemas/sso/records';
import { unsealSession } from '@/lib/session';
import { openPendingSso, sealPendingSso } from '@/lib/sso/pending';
import { newRequestId } from '@/lib/sso/saml';
import { serviceProviderOf } from '@/lib/sso/urls';
import { inviteMember } from '@/lib/workspace/organization';
import { saveSsoPolicy } from '@/lib/workspace/sso';
import { samlResponse } from '@/tests/support/sso/saml-idp';
import { accountFounder, accountJoining, PASSWORD } from '../mfa/accounts';
import { withThrowAwayDatabase } from '../workspace/fixtures';
import { IDP_ENTITY, idpKey, ssoOrganization } from '../workspace/sso/fixtures';

const origin = 'http://127.0.0.1:3000';
process.env.SITE_URL = origin;
withThrowAwayDatabase('sso-routes');

let addresses = 0;
const freshPeer = () => ({ [peerHeaderName()]: `198.51.100.${(addresses += 1)}` });

function postJson(path: string, body: unknown) {
  return new NextRequest(`${origin}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { origin, host: '127.0.0.1:3000', 'content-type': 'application/json', ...freshPeer() },
  });
}

function postForm(fields: Record<string, string>) {
  return new NextRequest(`${origin}/api/auth/sso/saml/acs`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    // The identity provider's page posts it: another site.
    headers: { origin: 'https://idp.fixture.test', 'content-type': 'application/x-www-form-urlencoded', ...freshPeer() },
  });
}

async function samlPost(organizationId: string, email: string, changes: { audience?: string } = {}) {
  const requestId = newRequestId();
  const relayState = await sealPendingSso({ organizationId, protocol: 'saml', testBy: null, requestId });
  const sp = serviceProviderOf(organizationId);
  const SAMLResponse = samlResponse({
    issuer: IDP_ENTITY,
    audience: changes.audience ?? sp.entityId,
    acsUrl: sp.acsUrl,
    inResponseTo: requestId,
    email,
    key: idpKey,
  });
  return { SAMLResponse, RelayState: relayState };
}

const errorOf = (response: Response) => new URL(response.headers.get('location')!).searchParams.get('sso_error');

describe('an organization that enforces single sign-on', () => {
  it('refuses a member’s right password with a sentence and no session, and keeps the break-glass admin’s', async () => {
    const { member: admin, email: adminEmail } = await accountFounder('Olga');
    const { member: teammate } = await accountJoining(admin, 'member', 'Pia');
    const { version } = await ssoOrganization(admin);
    await saveSsoPolicy(admin, { version, enforced: true, breakGlassMemberId: admin.id, provisioning: 'jit', defaultRole: 'member' });

    const refused = await login(postJson('/api/user-management/login', { email: teammate.email, password: PASSWORD }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, message: SSO_ENFORCED });
    expect(refused.cookies.get('AccessToken')).toBeUndefined();

    const kept = await login(postJson('/api/user-management/login', { email: adminEmail, password: PASSWORD }));
    expect(kept.status).toBe(200);
    expect(kept.cookies.get('AccessToken')?.value).toBeTruthy();
  });
});

describe('the e-mail-first step', () => {
  it('tells the page to send an address of a verified domain to the provider, and starts there with a sealed relay state', async () => {
    const { member: admin } = await accountFounder('Quin');
    const { domain } = await ssoOrganization(admin);
    const found = await lookup(postJson('/api/auth/sso/lookup', { email: `ann@${domain}` }));
    expect(await found.json()).toEqual({ code: 200, data: { sso: true } });
    const other = await lookup(postJson('/api/auth/sso/lookup', { email: 'ann@elsewhere.test' }));
    expect(await other.json()).toEqual({ code: 200, data: { sso: false } });

    const started = await start(postJson('/api/auth/sso/start', { email: `ann@${domain}` }));
    const { data } = (await started.json()) as { data: { sso: boolean; redirect: string } };
    const url = new URL(data.redirect);
    expect(url.origin + url.pathname).toBe('https://idp.fixture.test/sso');
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(await openPendingSso(url.searchParams.get('RelayState'))).toEqual(
      expect.objectContaining({ organizationId: admin.organizationId, protocol: 'saml', testBy: null }),
    );
  });

  it('answers 400 with a message for an address that is not one', async () => {
    const response = await lookup(postJson('/api/auth/sso/lookup', { email: 'not an address' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.email).toBe('Please enter a valid email address');
  });
});

describe('the SAML assertion consumer', () => {
  it('signs a verified person in just in time and sends them to /manage; the same post again is a replay', async () => {
    const { member: admin } = await accountFounder('Rae');
    const { domain } = await ssoOrganization(admin);
    const form = await samlPost(admin.organizationId, `new.hire@${domain}`);
    const first = await acs(postForm(form));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${origin}/manage`);
    expect(await unsealSession(first.cookies.get('AccessToken')?.value)).toEqual(expect.objectContaining({ token: expect.any(String) }));

    const replay = await acs(postForm(form));
    expect(replay.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/login\?/);
    expect(errorOf(replay)).toBe('This sign-in answer was already used. Please start again.');
    expect(replay.cookies.get('AccessToken')).toBeUndefined();
  });

  it('sends a wrong-audience assertion back to the sign-in page with the reason', async () => {
    const { member: admin } = await accountFounder('Sol');
    const { domain } = await ssoOrganization(admin);
    const response = await acs(postForm(await samlPost(admin.organizationId, `ann@${domain}`, { audience: 'https://other.test/sp' })));
    expect(errorOf(response)).toBe('The SAML assertion was issued for another service provider (wrong audience).');
    expect(response.cookies.get('AccessToken')).toBeUndefined();
  });

  it('refuses an answer without a relay state sealed here', async () => {
    const { member: admin } = await accountFounder('Tam');
    const { domain } = await ssoOrganization(admin);
    const form = await samlPost(admin.organizationId, `ann@${domain}`);
    const response = await acs(postForm({ ...form, RelayState: 'forged' }));
    expect(errorOf(response)).toBe('This sign-in has expired or was not started here. Please start again from the sign-in page.');
  });
});

describe('signing up', () => {
  it('refuses an address of a domain another organization has verified', async () => {
    const { member: admin } = await accountFounder('Uma');
    const { domain } = await ssoOrganization(admin);
    const response = await register(
      postJson('/api/user-management/register', {
        fullName: 'New Person',
        email: `new@${domain}`,
        companyName: 'Rival Inc.',
        industry: 1,
        password: 'long-enough-password',
        confirmPassword: 'long-enough-password',
        terms: true,
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(expect.objectContaining({ message: SSO_DOMAIN_CLAIMED }));
  });

  it('refuses an invited sign-up into another organization for an address of a verified domain, and allows it into the domain’s own', async () => {
    const { member: owner } = await accountFounder('Vic');
    const { domain } = await ssoOrganization(owner);
    const { member: rival } = await accountFounder('Wes');
    const elsewhere = await inviteMember(rival, `moving@${domain}`, 'member');
    const body = (invitation: string) => ({
      fullName: 'Ivy Invited',
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
      terms: true,
      invitation,
    });
    const refused = await register(postJson('/api/user-management/register', body(elsewhere.token)));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, message: SSO_DOMAIN_CLAIMED });
    const home = await inviteMember(owner, `joining@${domain}`, 'member');
    expect((await register(postJson('/api/user-management/register', body(home.token)))).status).toBe(201);
  });
});
