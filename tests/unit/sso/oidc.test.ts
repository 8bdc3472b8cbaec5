/** @jest-environment node */
import { finishOidc, oidcConfiguration, startOidc } from '@/lib/sso/oidc';
import { SsoFailure } from '@/lib/sso/failure';
import { signInAtProvider, startOidcProvider, type LocalProvider } from '@/tests/support/sso/oidc-provider';

// The local provider listens on 127.0.0.1 over plain http, which the guarded client allows only for hosts the
// operator lists, as for the integrations' stand-ins.
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1';

const client = {
  id: 'complia-test',
  secret: 'a-client-secret-of-the-test-provider',
  redirectUri: 'https://complia.test/api/auth/sso/oidc/callback',
};
let provider: LocalProvider;

beforeAll(async () => {
  provider = await startOidcProvider(client);
}, 30_000);
afterAll(() => provider?.stop());

const settings = () => ({
  discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
  clientId: client.id,
  clientSecret: client.secret,
});

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure)) throw new Error(`Expected an SsoFailure, got ${String(error)}`);
  return error.message;
}

describe('OIDC sign-in against a local oidc-provider', () => {
  it('signs the person in with the authorization code flow, PKCE, state and nonce, and answers their verified e-mail', async () => {
    const config = await oidcConfiguration(settings());
    const started = await startOidc(config, client.redirectUri, 'ann@acme.test');
    const authorization = new URL(started.url);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBe(started.state);
    expect(authorization.searchParams.get('nonce')).toBe(started.nonce);
    const callback = await signInAtProvider(started.url, client.redirectUri);
    const identity = await finishOidc(config, callback, started);
    expect(identity).toEqual(expect.objectContaining({ email: 'ann@acme.test', subject: 'ann@acme.test', issuer: provider.issuer }));
  });

  it('says whether the provider signed the person in with more than a password, from the ID token’s amr', async () => {
    const config = await oidcConfiguration(settings());
    for (const [email, multiFactor] of [
      ['mfa-ann@acme.test', true],
      ['ann@acme.test', false],
    ] as const) {
      const started = await startOidc(config, client.redirectUri, email);
      const callback = await signInAtProvider(started.url, client.redirectUri);
      expect(await finishOidc(config, callback, started)).toEqual(expect.objectContaining({ email, multiFactor }));
    }
  });

  it('refuses an answer whose state is not the one started here', async () => {
    const config = await oidcConfiguration(settings());
    const started = await startOidc(config, client.redirectUri, 'ann@acme.test');
    const callback = await signInAtProvider(started.url, client.redirectUri);
    expect(await refusalOf(finishOidc(config, callback, { ...started, state: 'another-state' }))).toBe(
      'The sign-in answer did not match the sign-in that was started. Please start again.',
    );
  });

  it('refuses an ID token issued for another sign-in (nonce mismatch)', async () => {
    const config = await oidcConfiguration(settings());
    const started = await startOidc(config, client.redirectUri, 'ann@acme.test');
    const callback = await signInAtProvider(started.url, client.redirectUri);
    expect(await refusalOf(finishOidc(config, callback, { ...started, nonce: 'another-nonce' }))).toBe(
      'The ID token was not issued for this sign-in (nonce mismatch). Please start again.',
    );
  });

  it('refuses a code used a second time (a replayed answer)', async () => {
    const config = await oidcConfiguration(settings());
    const started = await startOidc(config, client.redirectUri, 'ann@acme.test');
    const callback = await signInAtProvider(started.url, client.redirectUri);
    await finishOidc(config, callback, started);
    expect(await refusalOf(finishOidc(config, callback, started))).toBe(
      'The provider refused the sign-in code (it may have been used already). Please start again.',
    );
  });

  it('refuses a wrong client secret', async () => {
    const config = await oidcConfiguration({ ...settings(), clientSecret: 'not-the-secret' });
    const started = await startOidc(config, client.redirectUri, 'ann@acme.test');
    const callback = await signInAtProvider(started.url, client.redirectUri);
    expect(await refusalOf(finishOidc(config, callback, started))).toMatch(/refused/);
  });

  it('says so when the person cancels at the provider', async () => {
    const config = await oidcConfiguration(settings());
    const url = new URL(`${client.redirectUri}?error=access_denied&state=x`);
    expect(await refusalOf(finishOidc(config, url, { state: 'x', nonce: 'n', codeVerifier: 'v' }))).toBe(
      'Sign-in was cancelled at your identity provider.',
    );
  });

  it('refuses a discovery URL that is not a provider', async () => {
    expect(await refusalOf(oidcConfiguration({ ...settings(), discoveryUrl: `${provider.issuer}/nothing-here` }))).toMatch(
      /discovery document could not be read/,
    );
  });

  it('refuses a private address the operator did not allow, through the guarded client', async () => {
    expect(await refusalOf(oidcConfiguration({ ...settings(), discoveryUrl: 'http://10.0.0.1/.well-known/openid-configuration' }))).toMatch(
      /^The discovery document could not be read: /,
    );
  });
});
